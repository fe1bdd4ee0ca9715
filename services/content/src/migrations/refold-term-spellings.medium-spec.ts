import type { DataSource, MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { foldForSearch, ISLAMIC_TERMS, readTermLines } from '@lectures/islamic-terms';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { RefoldTermSpellings1765020000000 } from './1765020000000-RefoldTermSpellings';

const ALL = contentService().migrations as (new () => MigrationInterface)[];
const BEFORE = ALL.slice(0, ALL.indexOf(RefoldTermSpellings1765020000000));
const UPLOADER = '00000000-0000-4000-8000-000000000009';
const [SEERAH, PLAIN] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];

/**
 * Search folds the one term list's spellings (what transcription's vocabulary writes), and an
 * archive indexed with search's own table before is refolded: every word findable by any of
 * its spellings, nothing else rewritten.
 */
describe(RefoldTermSpellings1765020000000.name, () => {
  let database: ThrowAwayDatabase;
  let db: DataSource | undefined;
  const open = (migrations: (new () => MigrationInterface)[]) => openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 1 });

  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_refold');
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('should refold what was indexed before, so every spelling of a term finds it', async () => {
    const before = await open(BEFORE);
    await before.query(`INSERT INTO content.content (id, title, speaker, uploaded_by) VALUES ($1, 'Seerah of the Prophet', 'Sheikh Ahmad', $3), ($2, 'Patience', null, $3)`, [SEERAH, PLAIN, UPLOADER]);
    await before.query(`SELECT set_config('content.writer', 'transcript-rows', false)`);
    await before.query(`INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) VALUES ($1, 0, 0, 5, 'The jumah khutba of the sheikh'), ($2, 0, 0, 5, 'Patience is light')`, [SEERAH, PLAIN]);
    const plainBefore = await before.query(`SELECT xmin::text AS version FROM content.passage WHERE content_id = $1`, [PLAIN]);
    const setBefore = await before.query<{ version: number }[]>(`SELECT version::int AS version FROM content.published_set`);
    await before.destroy();

    db = await open([...BEFORE, RefoldTermSpellings1765020000000]);
    const found = (words: string) =>
      db!.query<{ id: string }[]>(
        `SELECT id FROM content.content WHERE search_vector || coalesce(transcript_vector, '') @@ plainto_tsquery('simple', content.search_fold($1)) ORDER BY id`,
        [words],
      );
    for (const words of ['sirah', 'seera', 'seerah', 'shaykh', 'sheik', 'jumuah', 'jumaa', 'khutbah', 'khotbah']) expect({ words, found: await found(words) }).toEqual({ words, found: [{ id: SEERAH }] });
    expect(await found('patience')).toEqual([{ id: PLAIN }]);
    // Only what folds differently was written again.
    expect(await db.query(`SELECT xmin::text AS version FROM content.passage WHERE content_id = $1`, [PLAIN])).toEqual(plainBefore);
    expect((await db.query(`SELECT version::int AS version FROM content.published_set`))[0].version).toBeGreaterThan(setBefore[0].version);
  });

  it('should fold in PostgreSQL exactly as the term list folds: every spelling of every term, and Arabic', async () => {
    const texts = [
      ...readTermLines(ISLAMIC_TERMS).flatMap((line) => line.spellings.map((s) => s.text)).filter((text) => !text.includes('-')),
      'القُرْآن الكَرِيم', 'مدرسة إسلامية', "Tafsīr of the Qur'an", 'ABU BAKAR and Sheikh Usman',
    ];
    const folded = await db!.query<{ folded: string }[]>(`SELECT content.search_fold(t) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n) ORDER BY n`, [texts]);
    expect(texts.map((text, i) => ({ text, folded: folded[i].folded }))).toEqual(texts.map((text) => ({ text, folded: foldForSearch(text) })));
  });
});
