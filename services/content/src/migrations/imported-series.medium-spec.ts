import type { DataSource, MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { fileInSeries } from '../series/series-filing';
import { ImportedSeries1765800000000 } from './1765800000000-ImportedSeries';

const ALL = contentService().migrations as (new () => MigrationInterface)[];
const BEFORE = ALL.slice(0, ALL.indexOf(ImportedSeries1765800000000));
const USER = '00000000-0000-4000-8000-000000000009';

/** Imported lectures' series names become series records, and imports file into them one series per name. */
describe(ImportedSeries1765800000000.name, () => {
  let database: ThrowAwayDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_imported_series');
    const before = await openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations: BEFORE, poolSize: 1 });
    const lecture = (title: string, seriesName: string | null, seriesPart: number | null) =>
      before.query(`INSERT INTO content.content (title, uploaded_by, status, origin, series_name, series_part) VALUES ($1, $2, 'approved', 'import', $3, $4)`, [title, USER, seriesName, seriesPart]);
    await lecture('Opening', 'Patience', 1);
    await lecture('Trials', 'Patience', 2);
    await lecture('Gratitude', ' PATIENCE ', 5);
    await lecture('Trials again', 'patience', 2);
    await lecture('Al-Fatiha', 'Tafsīr', null);
    await lecture('Loose', null, null);
    // Staff made 'Tafsir' by hand already, with a part 1 of their own.
    const [{ id: tafsir }] = await before.query<{ id: string }[]>(`INSERT INTO content.series (title, slug, created_by) VALUES ('Tafsir', 'tafsir', $1) RETURNING id`, [USER]);
    const [{ id: own }] = await before.query<{ id: string }[]>(`INSERT INTO content.content (title, uploaded_by, status) VALUES ('Introduction', $1, 'approved') RETURNING id`, [USER]);
    await before.query(`INSERT INTO content.series_part (content_id, series_id, part) VALUES ($1, $2, 1)`, [own, tafsir]);
    await before.destroy();
    db = await openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations: ALL, poolSize: 4 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const partsOf = (title: string) =>
    db.query<{ title: string; part: number }[]>(
      `SELECT c.title, p.part FROM content.series_part p JOIN content.series s ON s.id = p.series_id JOIN content.content c ON c.id = p.content_id
        WHERE s.title = $1 ORDER BY p.part`,
      [title],
    );

  it('should file each named lecture in one series per name, at its part, the next after the last when taken or missing', async () => {
    expect(await db.query(`SELECT title, slug FROM content.series ORDER BY title`)).toEqual([
      { title: 'Patience', slug: 'patience' },
      { title: 'Tafsir', slug: 'tafsir' },
    ]);
    expect(await partsOf('Patience')).toEqual([
      { title: 'Opening', part: 1 },
      { title: 'Trials', part: 2 },
      { title: 'Trials again', part: 3 },
      { title: 'Gratitude', part: 5 },
    ]);
    // 'Tafsīr' folds to the staff's 'Tafsir'; no part given: after the last.
    expect(await partsOf('Tafsir')).toEqual([
      { title: 'Introduction', part: 1 },
      { title: 'Al-Fatiha', part: 2 },
    ]);
    expect(await db.query(`SELECT count(*)::int AS n FROM content.series_part p JOIN content.content c ON c.id = p.content_id WHERE c.title = 'Loose'`)).toEqual([{ n: 0 }]);
  });

  it('should make one series when lectures naming a new one are filed side by side', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => (await db.query<{ id: string }[]>(`INSERT INTO content.content (title, uploaded_by) VALUES ($1, $2) RETURNING id`, [`Night ${n}`, USER]))[0].id),
    );
    const filed = await Promise.all(
      ids.map((contentId, i) => db.transaction((manager) => fileInSeries(manager, { contentId, name: i === 1 ? 'ramadan nights' : 'Ramadan Nights', part: i + 1, createdBy: USER, language: 'en' }))),
    );
    expect(new Set(filed.map((f) => f!.seriesId)).size).toBe(1);
    expect(filed.filter((f) => f!.created)).toHaveLength(1);
    const [made] = await db.query<{ title: string }[]>(`SELECT title FROM content.series WHERE id = $1`, [filed[0]!.seriesId]);
    expect((await partsOf(made.title)).map((p) => p.part)).toEqual([1, 2, 3]);
    // Filing a lecture already in a series changes nothing.
    expect(await db.transaction((manager) => fileInSeries(manager, { contentId: ids[0], name: 'Other', part: 1, createdBy: USER, language: null }))).toBeNull();
  });
});
