import type { DataSource, MigrationInterface } from 'typeorm';
import { isDependencyOutage, openServiceDatabase } from '@lectures/platform';
import { joinPassages } from '@lectures/proto';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { claimTranscriptWrites } from '../transcript/transcript-writer';
import { TranscriptRows1765000000000 } from './1765000000000-TranscriptRows';
import { DropTranscriptCopies1765010000000 } from './1765010000000-DropTranscriptCopies';

const ALL = contentService().migrations as (new () => MigrationInterface)[];
const BEFORE = ALL.slice(0, ALL.indexOf(TranscriptRows1765000000000));
const UPLOADER = '00000000-0000-4000-8000-000000000009';
const [EDITED, PUBLISHED, TEXT_ONLY, UNTRANSCRIBED] = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`);

const segment = (start: number, end: number, text: string, startChar: number, edited?: { by: string; at: string }) => ({
  start,
  end,
  text,
  startChar,
  endChar: startChar + text.length,
  ...(edited ? { edited } : {}),
});
const AHMAD = { by: 'Ahmad', at: '2026-11-24T03:00:00.000Z' };
const PUBLISHED_SEGMENTS = [segment(0, 4, 'In the name of Allah.', 0), segment(4, 8, 'Patience is half of faith.', 22, AHMAD)];
const WAITING_SEGMENTS = [segment(0, 3, 'In the name', 0), segment(4, 8, 'Patience is half of faith.', 12, AHMAD), segment(9, 12, 'and gratitude', 39)];

/**
 * An archive written by the release before the passage rows, upgraded in place: every passage,
 * correction, held passage and waiting transcript lands in rows, the copies are emptied, the
 * previous release's transcript writes are refused while its pods drain (as a store that is away,
 * so they retry), and the step back and the next release's step are both safe.
 */
describe(TranscriptRows1765000000000.name, () => {
  let database: ThrowAwayDatabase;
  let db: DataSource;

  const open = (migrations: (new () => MigrationInterface)[]) =>
    openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations, poolSize: 2 });

  beforeEach(async () => {
    database = await createThrowAwayDatabase('content_transcript_rows');
    const before = await open(BEFORE);
    // As the previous release stored them: passages beside the segments, copies in the item.
    const insert = (id: string, fields: Record<string, unknown>) => {
      const columns = ['id', 'title', 'uploaded_by', ...Object.keys(fields)];
      const values = [id, `Lecture ${id.slice(-1)}`, UPLOADER, ...Object.values(fields).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v))];
      return before.query(`INSERT INTO content.content (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
    };
    const passages = (id: string, segments: { start: number; end: number; text: string }[]) =>
      before.query(
        `INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) SELECT $1, n - 1, s, e, t FROM unnest($2::float8[], $3::float8[], $4::text[]) WITH ORDINALITY AS p(s, e, t, n)`,
        [id, segments.map((s) => s.start), segments.map((s) => s.end), segments.map((s) => s.text)],
      );
    await insert(EDITED, {
      status: 'completed',
      duration_seconds: 8,
      transcript_text: 'In the name of Allah. Patience is half of faith.',
      transcript_length: 48,
      ai_metadata: { summary: 'On patience.', segments: PUBLISHED_SEGMENTS },
    });
    await passages(EDITED, PUBLISHED_SEGMENTS);
    await insert(PUBLISHED, {
      status: 'approved',
      duration_seconds: 12,
      generation: 3,
      transcript_text: 'In the name of Allah. Patience is half of faith.',
      transcript_length: 48,
      ai_metadata: { summary: 'Published.', segments: PUBLISHED_SEGMENTS },
      kept_passages: [PUBLISHED_SEGMENTS[1]],
      pending_revision: {
        title: 'Waiting title',
        transcriptText: 'In the name Patience is half of faith. and gratitude',
        aiMetadata: { summary: 'Waiting.', segments: WAITING_SEGMENTS },
        by: null,
        at: '2026-11-25T00:00:00.000Z',
      },
    });
    await passages(PUBLISHED, PUBLISHED_SEGMENTS);
    await insert(TEXT_ONLY, { status: 'completed', duration_seconds: 30, transcript_text: 'Mercy  is a name\nof God. ', transcript_length: 25, ai_metadata: { summary: 'Mercy.' } });
    await insert(UNTRANSCRIBED, { status: 'processing' });
    await before.destroy();
    db = await open([...BEFORE, TranscriptRows1765000000000]);
  });

  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const rows = () =>
    db.query<{ content_id: string; state: string; idx: number; start_sec: number; text: string; edited_by: string | null }[]>(
      `SELECT content_id, state, idx, start_sec, text, edited_by FROM content.passage ORDER BY content_id, state, idx`,
    );
  const items = () =>
    db.query<{ id: string; transcript_text: string | null; transcript_length: number | null; ai_metadata: Record<string, unknown> | null; pending_revision: Record<string, unknown> | null; kept_passages: unknown; words: string | null }[]>(
      `SELECT id, transcript_text, transcript_length, ai_metadata, pending_revision, kept_passages, transcript_vector::text AS words FROM content.content ORDER BY id`,
    );

  it('should move every passage, correction, held passage and waiting transcript into rows and empty the copies', async () => {
    expect(await rows()).toEqual([
      { content_id: EDITED, state: 'current', idx: 0, start_sec: 0, text: 'In the name of Allah.', edited_by: null },
      { content_id: EDITED, state: 'current', idx: 1, start_sec: 4, text: 'Patience is half of faith.', edited_by: 'Ahmad' },
      { content_id: PUBLISHED, state: 'current', idx: 0, start_sec: 0, text: 'In the name of Allah.', edited_by: null },
      { content_id: PUBLISHED, state: 'current', idx: 1, start_sec: 4, text: 'Patience is half of faith.', edited_by: 'Ahmad' },
      { content_id: PUBLISHED, state: 'kept', idx: 0, start_sec: 4, text: 'Patience is half of faith.', edited_by: 'Ahmad' },
      { content_id: PUBLISHED, state: 'waiting', idx: 0, start_sec: 0, text: 'In the name', edited_by: null },
      { content_id: PUBLISHED, state: 'waiting', idx: 1, start_sec: 4, text: 'Patience is half of faith.', edited_by: 'Ahmad' },
      { content_id: PUBLISHED, state: 'waiting', idx: 2, start_sec: 9, text: 'and gratitude', edited_by: null },
      { content_id: TEXT_ONLY, state: 'current', idx: 0, start_sec: 0, text: 'Mercy is a name of God.', edited_by: null },
    ]);
    const [edited, published, textOnly, untranscribed] = await items();
    expect(edited).toMatchObject({ transcript_text: 'In the name of Allah. Patience is half of faith.', transcript_length: 48, ai_metadata: { summary: 'On patience.' } });
    expect(edited.ai_metadata).not.toHaveProperty('segments');
    expect(published).toMatchObject({
      transcript_text: 'In the name of Allah. Patience is half of faith.',
      kept_passages: null,
      pending_revision: { title: 'Waiting title', transcript: true, aiMetadata: { summary: 'Waiting.' }, by: null },
    });
    expect(published.pending_revision).not.toHaveProperty('transcriptText');
    expect(published.pending_revision!.aiMetadata).not.toHaveProperty('segments');
    // Search sees the published transcript only, not the one waiting or the held corrections.
    expect(published.words).not.toContain('gratitude');
    expect(textOnly).toMatchObject({ transcript_text: 'Mercy is a name of God.', transcript_length: 23, words: "'a' 'god' 'is' 'mercy' 'name' 'of'" });
    expect(untranscribed).toMatchObject({ transcript_text: null, transcript_length: null, words: null });
    // PostgreSQL's text is the one the service and the gateway make of the passages.
    for (const item of [edited, published, textOnly]) {
      const current = (await rows()).filter((r) => r.content_id === item.id && r.state === 'current');
      expect(item.transcript_text).toBe(joinPassages(current.map((r) => ({ start: r.start_sec, end: r.start_sec, text: r.text }))).text);
    }
  });

  it("should derive the item's text, length and search vector from its current passages on every later change", async () => {
    await db.transaction(async (manager) => {
      await claimTranscriptWrites(manager);
      await manager.query(`UPDATE content.passage SET text = 'Sabr is half of faith.' WHERE content_id = $1 AND state = 'current' AND idx = 1`, [EDITED]);
      await manager.query(`INSERT INTO content.passage (content_id, state, idx, start_sec, end_sec, text) VALUES ($1, 'waiting', 0, 0, 4, 'Not yet published.')`, [EDITED]);
    });
    const [edited] = await items();
    expect(edited).toMatchObject({ transcript_text: 'In the name of Allah. Sabr is half of faith.', transcript_length: 44 });
    expect(edited.words).toContain("'sabr'");
    expect(edited.words).not.toContain("'published'");
  });

  it("should refuse the previous release's transcript writes as a store that cannot serve now, and let the rest through", async () => {
    const refused = async (sql: string, params: unknown[]) => {
      const error = await db.query(sql, params).then(() => null, (e: unknown) => e);
      expect({ sql, code: (error as { code?: string } | null)?.code, retried: isDependencyOutage(error) }).toEqual({ sql, code: '57P03', retried: true });
    };
    // What the previous release's ContentService and SearchRepository send.
    await refused(`DELETE FROM content.passage WHERE content_id = $1`, [EDITED]);
    await refused(`INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) VALUES ($1, 5, 0, 1, 'x')`, [UNTRANSCRIBED]);
    await refused(`UPDATE content.content SET generation = generation + 1 WHERE id = $1`, [EDITED]);
    await refused(`UPDATE content.content SET kept_passages = $2 WHERE id = $1`, [EDITED, JSON.stringify([PUBLISHED_SEGMENTS[1]])]);
    await refused(`UPDATE content.content SET ai_metadata = $2, transcript_text = 'x' WHERE id = $1`, [UNTRANSCRIBED, JSON.stringify({ segments: [] })]);
    await refused(`UPDATE content.content SET pending_revision = $2 WHERE id = $1`, [EDITED, JSON.stringify({ transcriptText: 'x', by: null, at: 'now' })]);
    await refused(`DELETE FROM content.content WHERE id = $1`, [EDITED]);
    expect((await rows()).length).toBe(9);

    // Edits of other fields, a failure, an approval without a transcript, a new item: as before.
    await db.query(`UPDATE content.content SET title = 'Renamed', status = 'approved' WHERE id = $1`, [EDITED]);
    await db.query(`UPDATE content.content SET status = 'failed', ai_metadata = '{"error": "engine crashed"}' WHERE id = $1`, [UNTRANSCRIBED]);
    await db.query(`INSERT INTO content.content (title, uploaded_by) VALUES ('New upload', $1)`, [UPLOADER]);
    // This release's transactions write.
    await db.transaction(async (manager) => {
      await claimTranscriptWrites(manager);
      await manager.query(`UPDATE content.content SET generation = generation + 1 WHERE id = $1`, [EDITED]);
      await manager.query(`DELETE FROM content.content WHERE id = $1`, [TEXT_ONLY]);
    });
    expect((await items()).map((i) => i.id)).not.toContain(TEXT_ONLY);
  });

  it("should give the previous release its copies back when stepped down", async () => {
    await new TranscriptRows1765000000000().down(db.createQueryRunner());
    const [edited, published] = await db.query<{ ai_metadata: Record<string, unknown>; pending_revision: Record<string, unknown> | null; kept_passages: unknown }[]>(
      `SELECT ai_metadata, pending_revision, kept_passages FROM content.content ORDER BY id`,
    );
    const plain = (list: unknown) => (list as ReturnType<typeof segment>[]).map(({ start, end, text, startChar, endChar, edited: by }) => ({ start, end, text, startChar, endChar, by: by?.by }));
    expect(plain(edited.ai_metadata.segments)).toEqual(plain(PUBLISHED_SEGMENTS));
    // Held passages' places are those of their own text: they are put into a new transcript anyway.
    expect(plain(published.kept_passages)).toEqual(plain([{ ...PUBLISHED_SEGMENTS[1], startChar: 0, endChar: 26 }]));
    expect(published.pending_revision).toMatchObject({ title: 'Waiting title', transcriptText: 'In the name Patience is half of faith. and gratitude', aiMetadata: { summary: 'Waiting.' } });
    expect(plain((published.pending_revision!.aiMetadata as { segments: unknown }).segments)).toEqual(plain(WAITING_SEGMENTS));
    expect((await db.query(`SELECT count(*)::int AS n FROM content.passage`))[0].n).toBe(5);
    // The previous release writes again.
    await db.query(`DELETE FROM content.passage WHERE content_id = $1`, [EDITED]);
  });

  it("should let the next release drop the held-passages column and the refusal, losing nothing", async () => {
    await db.destroy();
    db = await open([...BEFORE, TranscriptRows1765000000000, DropTranscriptCopies1765010000000]);
    expect((await rows()).length).toBe(9);
    const columns = await db.query<{ column_name: string }[]>(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'content' AND table_name = 'content'`);
    expect(columns.map((c) => c.column_name)).not.toContain('kept_passages');
    await db.query(`UPDATE content.content SET generation = generation + 1 WHERE id = $1`, [EDITED]);
  });
});
