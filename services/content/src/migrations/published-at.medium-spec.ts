import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { PublishedAt1765600000000 } from './1765600000000-PublishedAt';

const UPLOADER = '00000000-0000-4000-8000-000000000009';
const OLD = '00000000-0000-4000-8000-000000000001';
const DRAFT = '00000000-0000-4000-8000-000000000002';
const NEW = '00000000-0000-4000-8000-000000000003';

/** When a lecture was published: kept by the database from the first publication on, for feeds and pages. */
describe('content migration PublishedAt', () => {
  let database: ThrowAwayDatabase;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_published_at');
  });
  afterAll(() => database?.drop());

  it('should date lectures already published by their upload, stamp a first publication, and keep it through unpublishing and edits', async () => {
    const all = contentService().migrations as (new () => object)[];
    const open = (migrations: typeof all) => openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 1 });
    const old = await open(all.filter((migration) => migration !== PublishedAt1765600000000));
    const insert = `INSERT INTO content.content (id, title, status, uploaded_by, created_at) VALUES ($1, $2, $3, '${UPLOADER}', $4)`;
    await old.query(insert, [OLD, 'Published long ago', 'approved', new Date('2024-01-01T08:00:00Z')]);
    await old.query(insert, [DRAFT, 'Waiting for review', 'completed', new Date('2024-02-01T08:00:00Z')]);
    await old.destroy();

    const db = await open(all);
    const publishedAt = async (id: string) => ((await db.query<{ published_at: Date | null }[]>(`SELECT published_at FROM content.content WHERE id = $1`, [id]))[0]?.published_at ?? null);
    try {
      // What feeds showed before (the upload) stays, so no podcast app sees an old episode as new.
      await expect(publishedAt(OLD)).resolves.toEqual(new Date('2024-01-01T08:00:00Z'));
      await expect(publishedAt(DRAFT)).resolves.toBeNull();

      const before = Date.now() - 1000;
      await db.query(`UPDATE content.content SET status = 'approved' WHERE id = $1`, [DRAFT]);
      const first = await publishedAt(DRAFT);
      expect(first!.getTime()).toBeGreaterThanOrEqual(before);
      expect(first!.getTime()).toBeGreaterThan(new Date('2024-02-01T08:00:00Z').getTime());

      // Unpublished, edited, published again: still its first publication.
      await db.query(`UPDATE content.content SET status = 'completed' WHERE id = $1`, [DRAFT]);
      await db.query(`UPDATE content.content SET title = 'Reviewed' WHERE id = $1`, [DRAFT]);
      await db.query(`UPDATE content.content SET status = 'approved' WHERE id = $1`, [DRAFT]);
      await expect(publishedAt(DRAFT)).resolves.toEqual(first);

      // Created published (an import straight to the library) is stamped at once.
      await db.query(insert, [NEW, 'Imported', 'approved', new Date('2020-05-05T00:00:00Z')]);
      expect((await publishedAt(NEW))!.getTime()).toBeGreaterThanOrEqual(before);
    } finally {
      await db.destroy();
    }
  });
});
