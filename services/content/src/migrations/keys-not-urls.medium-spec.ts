import type { MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { CreateContent1763760000000 } from './1763760000000-CreateContent';
import { KeysNotUrls1764100000000 } from './1764100000000-KeysNotUrls';
import { SearchInsideTranscripts1764200000000 } from './1764200000000-SearchInsideTranscripts';

/** An archive made before keys replaced URLs, upgraded in place: nothing a user saved is lost. */
describe('content migrations on an existing archive', () => {
  let database: ThrowAwayDatabase;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_migrate');
  });
  afterAll(() => database?.drop());

  it('should turn stored URLs into keys and make old transcripts searchable by their passages', async () => {
    const open = (migrations: (new () => MigrationInterface)[]) =>
      openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 1 });
    const before = await open([CreateContent1763760000000]);
    await before.query(
      `INSERT INTO content.content (id, title, media_type, media_key, media_url, video_thumbnail_url, uploaded_by, ai_metadata)
       VALUES ('00000000-0000-4000-8000-000000000001', 'Old video', 'video', NULL, '/api/media/media/abc/original.mp4',
               '/api/media/media/abc/thumbnail.jpg', '00000000-0000-4000-8000-000000000009',
               '{"segments":[{"start":0,"end":5,"text":"In the name of God"},{"start":5,"end":9,"text":"patience is light"}]}')`,
    );
    await before.destroy();

    const after = await open([CreateContent1763760000000, KeysNotUrls1764100000000, SearchInsideTranscripts1764200000000]);
    try {
      const [row] = await after.query(`SELECT media_key, thumbnail_key FROM content.content`);
      expect(row).toEqual({ media_key: 'media/abc/original.mp4', thumbnail_key: 'media/abc/thumbnail.jpg' });
      const columns = (await after.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'content' AND table_name = 'content'`)).map(
        (c: { column_name: string }) => c.column_name,
      );
      expect(columns).not.toEqual(expect.arrayContaining(['media_url']));
      const passages = await after.query(
        `SELECT start_sec, text FROM content.passage WHERE tsv @@ websearch_to_tsquery('simple', content.search_fold('patience'))`,
      );
      expect(passages).toEqual([{ start_sec: 5, text: 'patience is light' }]);
    } finally {
      await after.destroy();
    }
  });
});
