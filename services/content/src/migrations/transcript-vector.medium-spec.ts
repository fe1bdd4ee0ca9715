import type { MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { CreateContent1763760000000 } from './1763760000000-CreateContent';
import { KeysNotUrls1764100000000 } from './1764100000000-KeysNotUrls';
import { SearchInsideTranscripts1764200000000 } from './1764200000000-SearchInsideTranscripts';
import { StaffFields1764300000000 } from './1764300000000-StaffFields';
import { PendingRevision1764400000000 } from './1764400000000-PendingRevision';
import { ItemLanguage1764500000000 } from './1764500000000-ItemLanguage';
import { TranscriptEdits1764600000000 } from './1764600000000-TranscriptEdits';
import { TranscriptVector1764700000000 } from './1764700000000-TranscriptVector';

const BEFORE = [
  CreateContent1763760000000,
  KeysNotUrls1764100000000,
  SearchInsideTranscripts1764200000000,
  StaffFields1764300000000,
  PendingRevision1764400000000,
  ItemLanguage1764500000000,
  TranscriptEdits1764600000000,
];
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
