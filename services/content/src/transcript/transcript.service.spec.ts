import { randomUUID } from 'node:crypto';
import { joinPassages, type Actor, type TranscriptPassage } from '@lectures/proto';
import { ContentService } from '../content/content.service';
import { InMemoryAnalysisSettings, InMemoryContentRepository, InMemoryTranscriptRepository, RecordingAnnouncer, RecordingOutbox, noImports, speakersAsTyped } from '../testing/content-fakes';
import { TranscriptService } from './transcript.service';

const admin: Actor = { id: randomUUID(), role: 'admin' };
const contributor: Actor = { id: randomUUID(), role: 'contributor' };
const passages = (...items: [number, number, string][]): TranscriptPassage[] => items.map(([start, end, text]) => ({ start, end, text }));
const SAID = passages([0, 4, 'In the name of Allah.'], [4, 8, 'Patients is half of faith.'], [8, 12, 'And gratitude the other half.']);
const CORRECTED = passages([0, 4, 'In the name of Allah.'], [4, 8, 'Patience is half of faith.'], [8, 12, 'And gratitude the other half.']);
const HEARD_AGAIN = passages([0, 3, 'In the name'], [3, 6, 'of a law patients'], [6, 9, 'is half of'], [9, 12, 'faith and gratitude']);

/** The one writer of transcripts, on in-memory fakes: what each transcript holds after each step. */
describe(TranscriptService.name, () => {
  let repository: InMemoryContentRepository;
  let transcripts: TranscriptService;
  let content: ContentService;

  beforeEach(() => {
    repository = new InMemoryContentRepository();
    transcripts = new TranscriptService(repository.asRepository(), new InMemoryTranscriptRepository(repository).asRepository());
    content = new ContentService(repository.asRepository(), new RecordingOutbox().asRelay(), new RecordingAnnouncer().asAnnouncer(), transcripts, noImports(), new InMemoryAnalysisSettings().asRepository(), speakersAsTyped(repository));
  });

  async function transcribed(said: TranscriptPassage[] = SAID): Promise<string> {
    const item = await content.create({ title: 'Patience', uploadedBy: contributor.id, mediaType: 'audio', mediaKey: 'media/a/original.mp3', mediaFileSize: 1, mediaMimeType: 'audio/mpeg', durationSeconds: 12 });
    await content.applyTranscription({ contentId: item.id, generation: 1, passages: said, analysis: { summary: 'On patience.' } });
    return item.id;
  }

  const edit = (id: string, actor: Actor, with_: TranscriptPassage[]) => transcripts.edit({ id, actor, editorName: actor === admin ? 'Ahmad' : 'Maryam', passages: with_ });
  /** The transcript as the gateway shows it: its text, and each passage with its place in it. */
  const read = async (id: string, scope: 'public' | 'staff' = 'staff') => {
    const { passages } = await transcripts.read({ id, scope });
    const { text, segments } = joinPassages(passages);
    return { text: passages.length > 0 ? text : null, passages: segments };
  };
  const generationOf = (id: string) => repository.rows.get(id)!.generation;
  const result = (id: string, said: TranscriptPassage[]) => content.applyTranscription({ contentId: id, generation: generationOf(id), passages: said, analysis: { summary: 'Again.' } });

  describe('read', () => {
    it('should give the passages in order with their places in the text', async () => {
      const id = await transcribed();
      const transcript = await read(id);
      expect(transcript.text).toBe('In the name of Allah. Patients is half of faith. And gratitude the other half.');
      expect(transcript.passages.map((p) => transcript.text!.slice(p.startChar, p.endChar))).toEqual(SAID.map((p) => p.text));
    });

    it('should give no text before anything was transcribed', async () => {
      const item = await content.create({ title: 'New', uploadedBy: contributor.id, mediaType: 'audio', mediaKey: 'media/b/original.mp3', mediaFileSize: 1, mediaMimeType: 'audio/mpeg' });
      expect(await transcripts.read({ id: item.id, scope: 'staff' })).toEqual({ contentId: item.id, passages: [] });
    });
  });

  describe('edit', () => {
    it('should mark the corrected passage with who and when, and derive the length from the passages', async () => {
      const id = await transcribed();
      await edit(id, admin, CORRECTED);
      const transcript = await read(id);
      expect(transcript.passages.map((p) => p.edited?.by)).toEqual([undefined, 'Ahmad', undefined]);
      expect(repository.rows.get(id)!.transcriptLength).toBe(transcript.text!.length);
    });

    it("should keep a contributor's correction of a published item waiting, and publish it on approval", async () => {
      const id = await transcribed();
      await content.approve({ id, actor: admin });
      const staged = await edit(id, contributor, CORRECTED);
      expect(staged.pendingReview).toMatchObject({ fields: ['transcript'], by: contributor.id });
      expect((await read(id, 'public')).text).toContain('Patients');
      expect((await read(id, 'staff')).text).toContain('Patience');
      // An admin's edit while a correction waits goes to the waiting transcript too.
      await edit(id, admin, passages([0, 4, 'Bismillah.'], ...CORRECTED.slice(1).map((p): [number, number, string] => [p.start, p.end, p.text])));
      expect((await read(id, 'public')).text).toContain('In the name of Allah.');
      await content.approve({ id, actor: admin });
      expect((await read(id, 'public')).text).toBe('Bismillah. Patience is half of faith. And gratitude the other half.');
      expect((await content.get({ id, scope: 'staff' })).pendingReview).toBeNull();
    });

    it("should publish an admin's correction of a published item at once", async () => {
      const id = await transcribed();
      await content.approve({ id, actor: admin });
      await edit(id, admin, CORRECTED);
      expect((await read(id, 'public')).text).toContain('Patience is half');
    });
  });

  describe('reprocess', () => {
    it('should put the corrected passages back over the new transcript at their times', async () => {
      const id = await transcribed();
      await edit(id, admin, CORRECTED);
      await content.reprocess({ id, actor: admin });
      expect((await read(id)).text).toBeNull();
      await result(id, HEARD_AGAIN);
      const transcript = await read(id);
      expect(transcript.text).toBe('In the name Patience is half of faith. faith and gratitude');
      expect(transcript.passages.map((p) => [p.start, p.end, p.edited?.by ?? null])).toEqual([[0, 3, null], [4, 8, 'Ahmad'], [9, 12, null]]);
    });

    it('should drop the corrections when staff ask', async () => {
      const id = await transcribed();
      await edit(id, admin, CORRECTED);
      await content.reprocess({ id, actor: admin, keepEditedPassages: false });
      await result(id, HEARD_AGAIN);
      expect((await read(id)).text).toBe('In the name of a law patients is half of faith and gratitude');
    });

    it('should hold the corrections through a reprocess that fails, for the next one', async () => {
      const id = await transcribed();
      await edit(id, admin, CORRECTED);
      await content.reprocess({ id, actor: admin });
      await content.applyFailure({ contentId: id, generation: generationOf(id), error: 'The engine stopped' });
      await content.reprocess({ id, actor: admin });
      await result(id, HEARD_AGAIN);
      expect((await read(id)).passages.find((p) => p.start === 4)).toMatchObject({ text: 'Patience is half of faith.', edited: { by: 'Ahmad' } });
    });

    it("should keep a published item's transcript for visitors while the new one waits, and corrections over the new one", async () => {
      const id = await transcribed();
      await edit(id, admin, CORRECTED);
      await content.update(id, admin, { accept: ['summary'] });
      await content.approve({ id, actor: admin });
      await content.reprocess({ id, actor: contributor });
      await result(id, HEARD_AGAIN);
      expect((await read(id, 'public')).text).toBe('In the name of Allah. Patience is half of faith. And gratitude the other half.');
      expect((await read(id, 'staff')).text).toBe('In the name Patience is half of faith. faith and gratitude');
      // Only the transcript waits: the accepted summary stays, the new one is a proposal beside it.
      expect((await content.get({ id, scope: 'staff' })).pendingReview).toMatchObject({ fields: ['transcript'], by: null });
      expect((await content.get({ id, scope: 'staff' })).aiMetadata).toMatchObject({ summary: 'On patience.', proposal: { summary: 'Again.' } });
      expect((await content.get({ id, scope: 'public' })).aiMetadata).toEqual({ summary: 'On patience.' });
      await content.approve({ id, actor: admin });
      expect((await read(id, 'public')).text).toBe('In the name Patience is half of faith. faith and gratitude');
      expect((await content.get({ id, scope: 'staff' })).pendingReview).toBeNull();
      await content.update(id, admin, { accept: ['summary'] });
      expect((await content.get({ id, scope: 'public' })).aiMetadata).toEqual({ summary: 'Again.' });
    });

    it('should replace a transcript an earlier reprocess left waiting', async () => {
      const id = await transcribed();
      await content.approve({ id, actor: admin });
      await content.reprocess({ id, actor: admin });
      await result(id, HEARD_AGAIN);
      await content.reprocess({ id, actor: admin });
      expect((await read(id, 'staff')).text).toBe((await read(id, 'public')).text);
      expect((await content.get({ id, scope: 'staff' })).pendingReview).toBeNull();
    });
  });
});
