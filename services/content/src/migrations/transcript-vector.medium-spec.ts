import type { MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { TranscriptVector1764700000000 } from './1764700000000-TranscriptVector';

/** Every migration the service ran before this one. */
const ALL = contentService().migrations as (new () => MigrationInterface)[];
const BEFORE = ALL.slice(0, ALL.indexOf(TranscriptVector1764700000000));
const ITEM = '00000000-0000-4000-8000-000000000001';

/** Each item's transcript vector: made for transcripts stored before, and kept in step with the passages after. */
describe(TranscriptVector1764700000000.name, () => {
  let database: ThrowAwayDatabase;
  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_transcript_vector');
  });
  afterAll(() => database?.drop());

  const open = (migrations: (new () => MigrationInterface)[]) =>
    openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 1 });

  it('should fill the vector of items transcribed before, and follow every later change to their passages', async () => {
    const before = await open(BEFORE);
    await before.query(`INSERT INTO content.content (id, title, uploaded_by) VALUES ($1, 'Old lecture', $1), ('00000000-0000-4000-8000-000000000002', 'Untranscribed', $1)`, [ITEM]);
    await before.query(`INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) VALUES ($1, 0, 0, 5, 'Patience is light'), ($1, 1, 5, 9, 'Tafseer of the cave')`, [ITEM]);
    const foldedBefore = await before.query(`SELECT content.search_fold('Hadeeth, Tafsīr and القُرْآن: the Koran''s sunna') AS folded`);
    await before.destroy();

    const after = await open([...BEFORE, TranscriptVector1764700000000]);
    try {
      const vectors = () => after.query<{ title: string; words: string | null }[]>(`SELECT title, transcript_vector::text AS words FROM content.content ORDER BY title`);
      expect(await vectors()).toEqual([
        { title: 'Old lecture', words: "'cave' 'is' 'light' 'of' 'patience' 'tafsir' 'the'" },
        { title: 'Untranscribed', words: null },
      ]);
      // The faster folding gives the same words as before.
      expect(await after.query(`SELECT content.search_fold('Hadeeth, Tafsīr and القُرْآن: the Koran''s sunna') AS folded`)).toEqual(foldedBefore);

      await after.query(`UPDATE content.passage SET text = 'Sabr is light' WHERE content_id = $1 AND idx = 0`, [ITEM]);
      expect((await vectors())[0].words).toBe("'cave' 'is' 'light' 'of' 'sabr' 'tafsir' 'the'");
      await after.query(`DELETE FROM content.passage WHERE content_id = $1 AND idx = 1`, [ITEM]);
      expect((await vectors())[0].words).toBe("'is' 'light' 'sabr'");
      await after.query(`DELETE FROM content.passage WHERE content_id = $1`, [ITEM]);
      expect((await vectors())[0].words).toBeNull();
      await after.query(`INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) VALUES ($1, 0, 0, 5, 'Mercy')`, [ITEM]);
      expect((await vectors())[0].words).toBe("'mercy'");
    } finally {
      await after.destroy();
    }
  });
});
