import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchSpellings, type SearchSpellings } from '@lectures/islamic-terms';
import { searchFoldSql } from '../search/search-fold.sql';

/** Spellings this release added to the one term list (issue 28: speakers' names). */
const ADDED = ['ahmed'];

const without = (spellings: SearchSpellings, words: string[]): SearchSpellings => new Map([...spellings].filter(([word]) => !words.includes(word)));

/**
 * The term list learnt 'Ahmed' as a spelling of 'Ahmad' (so 'Shaykh Ahmed' and 'Shaykh Ahmad'
 * are one speaker, and a search for either finds both). Search folds it too: what was indexed
 * with the old folding is written again so its stored vectors follow, as RefoldTermSpellings did.
 */
export class RefoldNameSpellings1765473829000 implements MigrationInterface {
  name = 'RefoldNameSpellings1765473829000';

  up(q: QueryRunner): Promise<void> {
    return refold(q, without(searchSpellings(), ADDED), searchSpellings());
  }

  down(q: QueryRunner): Promise<void> {
    return refold(q, searchSpellings(), without(searchSpellings(), ADDED));
  }
}

async function refold(q: QueryRunner, from: SearchSpellings, to: SearchSpellings): Promise<void> {
  const [{ schema }] = (await q.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`,
  )) as { schema: string }[];
  await q.query(searchFoldSql(schema, from, 'search_fold_before'));
  await q.query(searchFoldSql(schema, to));
  // Passages are written by this release's content service only (1765000000000-TranscriptRows).
  await q.query(`SELECT set_config('content.writer', 'transcript-rows', true)`);
  await q.query(`UPDATE "content"."passage" SET "text" = "text"
    WHERE "content"."search_fold_before"("text") IS DISTINCT FROM "content"."search_fold"("text")`);
  const searched = `concat_ws(' ', "title", "speaker", "description", "content"."tags_text"("tags"))`;
  await q.query(`UPDATE "content"."content" SET "title" = "title"
    WHERE "content"."search_fold_before"(${searched}) IS DISTINCT FROM "content"."search_fold"(${searched})`);
  await q.query(`DROP FUNCTION "content"."search_fold_before"(text)`);
  await q.query(`UPDATE "content"."published_set" SET "version" = "version" + 1`);
}
