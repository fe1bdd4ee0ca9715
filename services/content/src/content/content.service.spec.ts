import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { withTranscript, type Actor, type CreateContentRequest, type TranscriptionCompletedEvent } from '@lectures/proto';
import { InMemoryAnalysisSettings, InMemoryContentRepository, InMemoryTranscriptRepository, RecordingAnnouncer, RecordingOutbox, noImports, speakersAsTyped } from '../testing/content-fakes';
import { TranscriptService } from '../transcript/transcript.service';
import { ContentService } from './content.service';

const admin: Actor = { id: randomUUID(), role: 'admin' };
const contributor: Actor = { id: randomUUID(), role: 'contributor' };
const otherContributor: Actor = { id: randomUUID(), role: 'contributor' };
const viewer: Actor = { id: randomUUID(), role: 'viewer' };

/** The content rules on in-memory fakes: outcomes, and the events sent or not sent. */
describe('ContentService', () => {
  let repository: InMemoryContentRepository;
  let outbox: RecordingOutbox;
  let announcer: RecordingAnnouncer;
  let transcripts: TranscriptService;
  let service: ContentService;
  let settings: InMemoryAnalysisSettings;

  beforeEach(() => {
    settings = new InMemoryAnalysisSettings();
    repository = new InMemoryContentRepository();
    outbox = new RecordingOutbox();
    announcer = new RecordingAnnouncer();
    transcripts = new TranscriptService(repository.asRepository(), new InMemoryTranscriptRepository(repository).asRepository());
    service = new ContentService(repository.asRepository(), outbox.asRelay(), announcer.asAnnouncer(), transcripts, noImports(), settings.asRepository(), speakersAsTyped(repository));
  });

  const create = (overrides: Partial<CreateContentRequest> = {}) =>
    service.create({
      title: 'Patience in hardship',
      uploadedBy: contributor.id,
      mediaType: 'audio',
      mediaKey: `media/${randomUUID()}/original.mp3`,
      mediaFileSize: 1000,
      mediaMimeType: 'audio/mpeg',
      durationSeconds: 60,
      ...overrides,
    });

  const completed = (contentId: string, generation: number, suggestions: Record<string, unknown> = {}) =>
    service.applyTranscription({
      contentId,
      generation,
      passages: [{ start: 0, end: 5, text: `transcript of generation ${generation}` }],
      analysis: { summary: `summary ${generation}`, ...suggestions },
    });

  const text = async (id: string, scope: 'public' | 'staff' = 'staff') => withTranscript(null, (await transcripts.read({ id, scope })).passages).transcriptText;

  describe('create', () => {
    it('should make a processing item and ask for its transcript in the same step', async () => {
      const item = await create();
      expect(item).toMatchObject({ status: 'processing', transcriptLength: null });
      expect(await text(item.id)).toBeNull();
      expect(outbox.events).toEqual([
        { pattern: 'transcription.requested.v1', payload: expect.objectContaining({ contentId: item.id, generation: 1, mediaKey: item.mediaKey, reason: 'upload' }) },
      ]);
    });

    it('should refuse a blank title and make nothing', async () => {
      await expect(create({ title: '   ' })).rejects.toMatchObject({ code: 'INVALID', message: 'Title is required.' });
      expect(repository.rows.size).toBe(0);
      expect(outbox.events).toEqual([]);
    });
  });

  describe('who may change what', () => {
    it('should let the uploader and admins edit, and refuse other contributors and viewers', async () => {
      const item = await create();
      await expect(service.update(item.id, contributor, { title: 'By the uploader' })).resolves.toMatchObject({ title: 'By the uploader' });
      await expect(service.update(item.id, admin, { speaker: 'Shaykh Ahmad' })).resolves.toMatchObject({ speaker: 'Shaykh Ahmad' });
      for (const actor of [otherContributor, viewer]) {
        await expect(service.update(item.id, actor, { title: 'Hijacked' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      }
      expect((await service.get({ id: item.id, scope: 'staff' })).title).toBe('By the uploader');
    });

    it('should let only admins approve, and publish the media with the item', async () => {
      const item = await create({ thumbnailKey: null });
      outbox.events.length = 0;
      await expect(service.approve({ id: item.id, actor: contributor })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(outbox.events).toEqual([]);
      await expect(service.approve({ id: item.id, actor: admin })).resolves.toMatchObject({ status: 'approved' });
      expect(outbox.events).toEqual([
        { pattern: 'content.visibility-changed.v1', payload: { contentId: item.id, objectKeys: [item.mediaKey], visibility: 'public' } },
      ]);
    });

    it('should let only admins delete, and remove the media and thumbnail with the item', async () => {
      const thumbnailKey = `media/${randomUUID()}/thumbnail.jpg`;
      const item = await create({ mediaType: 'video', thumbnailKey });
      outbox.events.length = 0;
      await expect(service.delete({ id: item.id, actor: contributor })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await service.delete({ id: item.id, actor: admin });
      expect(repository.rows.size).toBe(0);
      expect(outbox.events).toEqual([{ pattern: 'content.deleted.v1', payload: { contentId: item.id, objectKeys: [item.mediaKey, thumbnailKey] } }]);
    });

    it('should keep the item public only to the public list when approved', async () => {
      const item = await create();
      await expect(service.get({ id: item.id, scope: 'public' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(transcripts.read({ id: item.id, scope: 'public' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await service.approve({ id: item.id, actor: admin });
      await expect(service.get({ id: item.id, scope: 'public' })).resolves.toMatchObject({ id: item.id });
    });
  });

  describe('results from transcription', () => {
    it('should drop a result for an item it does not know, change nothing and say so in the log', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        const unknown = randomUUID();
        await completed(unknown, 1);
        await service.applyFailure({ contentId: unknown, generation: 1, error: 'x' });
        expect(repository.rows.size).toBe(0);
        expect(announcer.messages).toEqual([]);
        const logged = warn.mock.calls.map(([line]) => line as { msg: string; contentId: string });
        expect(logged).toEqual([
          expect.objectContaining({ msg: 'result for an unknown item dropped', contentId: unknown }),
          expect.objectContaining({ msg: 'result for an unknown item dropped', contentId: unknown }),
        ]);
      } finally {
        warn.mockRestore();
      }
    });

    it('should keep suggestions as suggestions: nothing fills the item, nothing is public', async () => {
      const item = await create({ description: null });
      await completed(item.id, 1, { title: 'AI title', description: 'AI description', speaker: 'AI speaker', tags: ['Fiqh'] });
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ title: 'Patience in hardship', description: null, speaker: null, tags: [], aiMetadata: { title: 'AI title', summary: 'summary 1' } });
      await service.approve({ id: item.id, actor: admin });
      expect((await service.get({ id: item.id, scope: 'public' })).aiMetadata).toEqual({});
    });

    it('should fill the item with a suggestion staff accept, and show it to visitors', async () => {
      const item = await create({ description: null });
      await completed(item.id, 1, { title: 'AI title', description: 'AI description', tags: ['Fiqh'] });
      await service.update(item.id, admin, { accept: ['title', 'summary'] });
      await service.approve({ id: item.id, actor: admin });
      expect(await service.get({ id: item.id, scope: 'public' })).toMatchObject({ title: 'AI title', description: null, tags: [], aiMetadata: { title: 'AI title', summary: 'summary 1' } });
      expect((await service.get({ id: item.id, scope: 'public' })).aiMetadata).not.toHaveProperty('description');
    });

    it('should keep a field staff edited through a reprocess, with the new value beside it as a proposal', async () => {
      const item = await create();
      await completed(item.id, 1, { keyPoints: ['heard wrong'] });
      await service.update(item.id, contributor, { analysis: { summary: '  On patience.  ', keyPoints: ['Patience is half of faith', ''] } });
      await service.reprocess({ id: item.id, actor: contributor });
      await completed(item.id, 2, { keyPoints: ['heard wrong again'] });
      const staff = (await service.get({ id: item.id, scope: 'staff' })).aiMetadata;
      expect(staff).toMatchObject({ summary: 'On patience.', keyPoints: ['Patience is half of faith'], proposal: { summary: 'summary 2', keyPoints: ['heard wrong again'] } });
      expect(staff?.owners?.summary).toMatchObject({ how: 'edited', by: contributor.id });
      await service.update(item.id, contributor, { discard: ['summary'], accept: ['keyPoints'] });
      expect((await service.get({ id: item.id, scope: 'staff' })).aiMetadata).toMatchObject({ summary: 'On patience.', keyPoints: ['heard wrong again'] });
      expect((await service.get({ id: item.id, scope: 'staff' })).aiMetadata).not.toHaveProperty('proposal');
    });

    it('should refuse to accept a field there is nothing for, and change nothing', async () => {
      const item = await create();
      await completed(item.id, 1);
      await expect(service.update(item.id, admin, { title: 'Renamed', accept: ['speaker'] })).rejects.toMatchObject({ code: 'INVALID', message: 'There is no suggested speaker to accept.' });
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ title: 'Patience in hardship', aiMetadata: { summary: 'summary 1' } });
    });

    it('should fill only the fields staff left empty with AI suggestions when the admin accepts them automatically', async () => {
      settings.autoAcceptOn = true;
      const item = await create({ description: null });
      await service.update(item.id, contributor, { speaker: 'Ustadha Maryam' });
      await completed(item.id, 1, { title: 'AI title', description: 'AI description', speaker: 'AI speaker', tags: ['Fiqh'] });
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({
        title: 'Patience in hardship',
        description: 'AI description',
        speaker: 'Ustadha Maryam',
        tags: ['Fiqh'],
        status: 'completed',
        transcriptLength: 'transcript of generation 1'.length,
      });
      expect(await text(item.id)).toBe('transcript of generation 1');
    });

    it('should never refill a field staff cleared on purpose, on reprocess or otherwise', async () => {
      settings.autoAcceptOn = true;
      const item = await create({ description: 'Typed at upload' });
      await completed(item.id, 1, { description: 'AI description', speaker: 'AI speaker', tags: ['Fiqh'] });
      await service.update(item.id, contributor, { description: null, tags: [] });
      await service.reprocess({ id: item.id, actor: contributor });
      await completed(item.id, 2, { description: 'AI description again', speaker: 'AI speaker again', tags: ['Seerah'] });
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ description: null, tags: [], speaker: 'AI speaker' });
    });

    it('should drop results of an older generation after a reprocess, and tell browsers only of the current one', async () => {
      const item = await create();
      await service.reprocess({ id: item.id, actor: contributor });
      await completed(item.id, 1);
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ transcriptLength: null, status: 'processing' });
      expect(await text(item.id)).toBeNull();
      expect(announcer.messages).toEqual([]);
      await completed(item.id, 2);
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ status: 'completed' });
      expect(await text(item.id)).toBe('transcript of generation 2');
      expect(announcer.messages).toEqual([{ type: 'transcript_complete', contentId: item.id, detail: 'transcript of generation 2' }]);
    });

    it('should clear the transcript and metadata on reprocess and ask again for the next generation', async () => {
      const item = await create();
      await completed(item.id, 1);
      outbox.events.length = 0;
      const again = await service.reprocess({ id: item.id, actor: admin });
      expect(again).toMatchObject({ transcriptLength: null, aiMetadata: null, status: 'processing' });
      expect(await text(item.id)).toBeNull();
      expect(outbox.events).toEqual([
        { pattern: 'transcription.requested.v1', payload: expect.objectContaining({ contentId: item.id, generation: 2, reason: 'reprocess' }) },
      ]);
    });

    it('should keep an approved item approved through reprocessing, its results and a failure', async () => {
      const item = await create();
      await completed(item.id, 1);
      await service.approve({ id: item.id, actor: admin });
      await service.reprocess({ id: item.id, actor: admin });
      // Visitors keep the published transcript until the new one arrives.
      expect(await service.get({ id: item.id, scope: 'public' })).toMatchObject({ status: 'approved' });
      expect(await text(item.id, 'public')).toBe('transcript of generation 1');
      await service.applyFailure({ contentId: item.id, generation: 2, error: 'engine crashed' });
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ status: 'approved', aiMetadata: { error: 'engine crashed' } });
      await completed(item.id, 2);
      expect((await service.get({ id: item.id, scope: 'staff' })).status).toBe('approved');
    });

    it('should refuse to reprocess an item whose media is not registered yet, and ask for nothing', async () => {
      const item = await create();
      repository.rows.get(item.id)!.mediaKey = null;
      outbox.events.length = 0;
      await expect(service.reprocess({ id: item.id, actor: admin })).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(outbox.events).toEqual([]);
    });
  });

  describe("the previous release's completed event", () => {
    const v1 = (contentId: string, fields: Partial<TranscriptionCompletedEvent>): TranscriptionCompletedEvent => ({
      contentId,
      generation: 1,
      transcriptText: 'In the name of Allah. Patience is light.',
      aiMetadata: {},
      ...fields,
    });

    it('should store its timed segments as passages and keep only the analysis of its open metadata', async () => {
      const item = await create();
      const segments = [
        { start: 0, end: 4, text: 'In the name of Allah.', startChar: 0, endChar: 21 },
        { start: 4, end: 9, text: 'Patience is light.', startChar: 22, endChar: 40 },
      ];
      const aiMetadata = { summary: 'On patience.', segments, somethingNested: { not: 'for people' } } as TranscriptionCompletedEvent['aiMetadata'];
      await service.applyTranscriptionV1(v1(item.id, { aiMetadata, suggestions: { title: 'Patience' } }));
      expect((await transcripts.read({ id: item.id, scope: 'staff' })).passages).toEqual(segments.map(({ start, end, text: said }) => ({ start, end, text: said })));
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ status: 'completed', title: 'Patience in hardship', aiMetadata: { summary: 'On patience.', title: 'Patience' } });
      expect((await service.get({ id: item.id, scope: 'staff' })).aiMetadata).not.toHaveProperty('somethingNested');
      expect((await service.get({ id: item.id, scope: 'staff' })).aiMetadata).not.toHaveProperty('segments');
    });

    it('should keep text that came without segments as one passage over the recording', async () => {
      const item = await create({ durationSeconds: 42 });
      await service.applyTranscriptionV1(v1(item.id, {}));
      expect((await transcripts.read({ id: item.id, scope: 'staff' })).passages).toEqual([{ start: 0, end: 42, text: 'In the name of Allah. Patience is light.' }]);
    });
  });

  describe('content.get.v1, for gateways of the previous release', () => {
    it('should answer the item with its transcript text and timed segments as before', async () => {
      const item = await create();
      await completed(item.id, 1);
      const old = await service.getV1({ id: item.id, scope: 'staff' });
      expect(old).toMatchObject({
        transcriptText: 'transcript of generation 1',
        aiMetadata: { summary: 'summary 1', segments: [{ start: 0, end: 5, text: 'transcript of generation 1', startChar: 0, endChar: 26 }] },
      });
    });
  });
});
