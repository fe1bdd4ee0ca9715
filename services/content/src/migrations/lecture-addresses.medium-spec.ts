import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { LectureAddresses1765473914000 } from './1765473914000-LectureAddresses';

/** An archive from before addresses: every lecture gets one, the oldest of a title the plain one. */
describe('content migration LectureAddresses on an existing archive', () => {
  let database: ThrowAwayDatabase;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_addresses');
  });
  afterAll(() => database?.drop());

  it('should give every lecture a unique address from its title, and keep each as one of its addresses', async () => {
    const all = contentService().migrations as (new () => object)[];
    const open = (migrations: typeof all) => openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 1 });
    const old = await open(all.filter((migration) => migration !== LectureAddresses1765473914000));
    const titles = ['Tafsir', 'Tafsir 2', 'Tafsir', 'Tafsir', 'Stats', 'شَرْحُ الأربعين', '???'];
    for (const [i, title] of titles.entries()) {
      await old.query(`INSERT INTO content.content (id, title, status, uploaded_by, created_at) VALUES ($1, $2, 'approved', '00000000-0000-4000-8000-000000000009', $3)`, [
        `00000000-0000-4000-8000-00000000000${i}`,
        title,
        new Date(Date.UTC(2024, 0, 1 + i)),
      ]);
    }
    await old.destroy();

    const upgraded = await open(all);
    try {
      const rows = await upgraded.query<{ slug: string }[]>(`SELECT slug FROM content.content ORDER BY created_at`);
      expect(rows.map((r) => r.slug)).toEqual(['tafsir', 'tafsir-2', 'tafsir-3', 'tafsir-4', 'stats-2', 'شرح-الاربعين', 'lecture']);
      const addresses = await upgraded.query<{ slug: string; content_id: string }[]>(`SELECT a.slug, a.content_id FROM content.content_address a JOIN content.content c ON c.id = a.content_id AND c.slug = a.slug`);
      expect(addresses).toHaveLength(titles.length);
    } finally {
      await upgraded.destroy();
    }
  });
});
