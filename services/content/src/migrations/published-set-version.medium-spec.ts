import type { DataSource, MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { PublishedSetVersion1764710000000 } from './1764710000000-PublishedSetVersion';

const ALL = contentService().migrations as (new () => MigrationInterface)[];
const UP_TO = ALL.slice(0, ALL.indexOf(PublishedSetVersion1764710000000) + 1);
const USER = '00000000-0000-4000-8000-000000000009';

/** The published set's version rises with what visitors can see, and with nothing else. */
describe(PublishedSetVersion1764710000000.name, () => {
  let database: ThrowAwayDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_published_set');
    db = await openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations: UP_TO, poolSize: 1 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const version = async () => Number((await db.query<{ v: string }[]>(`SELECT version::text AS v FROM content.published_set`))[0].v);
  /** How much the version rose while `change` ran. */
  const rise = async (change: string, params: unknown[] = []) => {
    const before = await version();
    await db.query(change, params);
    return (await version()) - before;
  };

  it('should rise once for a statement that adds published items, however many', async () => {
    expect(await rise(`INSERT INTO content.content (title, uploaded_by, status) SELECT 'Lecture ' || n, $1, 'approved' FROM generate_series(1, 50) n`, [USER])).toBe(1);
  });

  it('should not rise for items visitors do not see: added, changed or removed', async () => {
    expect(await rise(`INSERT INTO content.content (id, title, uploaded_by, status) VALUES ($1, 'Draft', $1, 'processing')`, [USER])).toBe(0);
    expect(await rise(`UPDATE content.content SET title = 'Draft 2' WHERE id = $1`, [USER])).toBe(0);
    expect(await rise(`DELETE FROM content.content WHERE id = $1`, [USER])).toBe(0);
  });

  it('should not rise for a published item whose change waits for review or is staff-only', async () => {
    expect(
      await rise(
        `UPDATE content.content SET pending_revision = '{"title":"Waiting"}', updated_at = now(), staff_fields = '{title}' WHERE title = 'Lecture 1'`,
      ),
    ).toBe(0);
  });

  it('should rise when a published item changes what it shows, is published, unpublished or removed', async () => {
    expect(await rise(`UPDATE content.content SET title = 'Lecture one' WHERE title = 'Lecture 1'`)).toBe(1);
    expect(await rise(`UPDATE content.content SET status = 'completed' WHERE title = 'Lecture 2'`)).toBe(1);
    expect(await rise(`UPDATE content.content SET status = 'approved' WHERE title = 'Lecture 2'`)).toBe(1);
    expect(await rise(`DELETE FROM content.content WHERE title = 'Lecture 3'`)).toBe(1);
  });
});
