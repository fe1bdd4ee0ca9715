import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchSpellings, type SearchSpellings } from '@lectures/islamic-terms';
import { searchFoldSql } from '../search/search-fold.sql';

/** Search's own table of spellings before the one term list (content's search/transliterations.ts), kept to refold from. */
const SPELLINGS_BEFORE: Record<string, string[]> = {
  quran: ['koran', 'quraan', 'kuran'],
  tafsir: ['tafseer', 'tafsiir'],
  hadith: ['hadeeth', 'hadees', 'hadis'],
  ahadith: ['ahadeeth'],
  sunnah: ['sunna'],
  salah: ['salat', 'salaah', 'salaat', 'sallah'],
  zakat: ['zakah', 'zakaat', 'zakaah'],
  sawm: ['saum', 'siyam', 'siyaam'],
  ramadan: ['ramadhan', 'ramazan', 'ramadaan'],
  sirah: ['seerah', 'seera', 'sira'],
  aqidah: ['aqeedah', 'aqeeda', 'aqida'],
  tawhid: ['tawheed', 'tauhid', 'tawhiid'],
  iman: ['imaan', 'eman', 'eeman'],
  dua: ['duaa', 'doa'],
  dhikr: ['zikr', 'thikr', 'zikir'],
  shaykh: ['sheikh', 'shaikh', 'sheik', 'shaik'],
  muhammad: ['mohammed', 'mohammad', 'muhammed', 'mohamed', 'mohamad'],
  jumuah: ['jumah', 'jummah', 'jumaa', 'jumuaa'],
  fiqh: ['fiq', 'fikh'],
  khutbah: ['khutba', 'khotba', 'khotbah'],
  wudu: ['wudhu', 'wuzu', 'wudoo'],
  hajj: ['haj'],
};

const asSpellings = (table: Record<string, string[]>): SearchSpellings => new Map(Object.entries(table).flatMap(([form, others]) => others.map((o) => [o, form] as [string, string])));

/**
 * Search folds the spellings of the one term list (@lectures/islamic-terms), which
 * transcription's vocabulary reads too: more spellings than search's own table had, and one
 * canonical form per term (the written form: 'seerah' where search said 'sirah'). Passages and
 * items whose words fold differently now are written again, so their stored vectors (generated
 * from `search_fold`) are made anew; nothing else is touched. The published set's version moves,
 * so no answer cached from the old folding is served again.
 */
export class RefoldTermSpellings1765020000000 implements MigrationInterface {
  name = 'RefoldTermSpellings1765020000000';

  up(q: QueryRunner): Promise<void> {
    return refold(q, asSpellings(SPELLINGS_BEFORE), searchSpellings());
  }

  down(q: QueryRunner): Promise<void> {
    return refold(q, searchSpellings(), asSpellings(SPELLINGS_BEFORE));
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
