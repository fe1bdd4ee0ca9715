import { randomUUID } from 'node:crypto';
import type { Actor, CreateContentRequest } from '@lectures/proto';
import { InMemoryContentRepository, RecordingAnnouncer, RecordingOutbox, RecordingPassages, noImports } from '../testing/content-fakes';
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
  let service: ContentService;

  beforeEach(() => {
    repository = new InMemoryContentRepository();
    outbox = new RecordingOutbox();
    announcer = new RecordingAnnouncer();
    service = new ContentService(repository.asRepository(), outbox.asRelay(), announcer.asAnnouncer(), new RecordingPassages().asRepository(), noImports());
  });

  const create = (overrides: Partial<CreateContentRequest> = {}) =>
    service.create({
      title: 'Patience in hardship',
      uploadedBy: contributor.id,
      mediaType: 'audio',
      mediaKey: `media/${randomUUID()}/original.mp3`,
      mediaFileSize: 1000,
      mediaMimeType: 'audio/mpeg',
      ...overrides,
    });

  const completed = (contentId: string, generation: number, suggestions: Record<string, unknown> = {}) =>
    service.applyTranscription({
      contentId,
      generation,
      transcriptText: `transcript of generation ${generation}`,
      aiMetadata: { summary: `summary ${generation}` },
      suggestions,
    });

  describe('create', () => {
    it('should make a processing item and ask for its transcript in the same step', async () => {
      const item = await create();
      expect(item).toMatchObject({ status: 'processing', transcriptText: null });
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
      await service.approve({ id: item.id, actor: admin });
      await expect(service.get({ id: item.id, scope: 'public' })).resolves.toMatchObject({ id: item.id });
    });
  });

  describe('results from transcription', () => {
    it('should fill only the fields staff left empty with AI suggestions', async () => {
      const item = await create({ description: null });
      await service.update(item.id, contributor, { speaker: 'Ustadha Maryam' });
      await completed(item.id, 1, { title: 'AI title', description: 'AI description', speaker: 'AI speaker', tags: ['Fiqh'] });
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({
        title: 'Patience in hardship',
        description: 'AI description',
        speaker: 'Ustadha Maryam',
        tags: ['Fiqh'],
        status: 'completed',
        transcriptText: 'transcript of generation 1',
      });
    });

    it('should never refill a field staff cleared on purpose, on reprocess or otherwise', async () => {
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
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ transcriptText: null, status: 'processing' });
      expect(announcer.messages).toEqual([]);
      await completed(item.id, 2);
      expect(await service.get({ id: item.id, scope: 'staff' })).toMatchObject({ transcriptText: 'transcript of generation 2', status: 'completed' });
      expect(announcer.messages).toEqual([{ type: 'transcript_complete', contentId: item.id, detail: 'transcript of generation 2' }]);
    });

    it('should clear the transcript and metadata on reprocess and ask again for the next generation', async () => {
      const item = await create();
      await completed(item.id, 1);
      outbox.events.length = 0;
      const again = await service.reprocess({ id: item.id, actor: admin });
      expect(again).toMatchObject({ transcriptText: null, transcriptLength: null, aiMetadata: null, status: 'processing' });
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
      expect(await service.get({ id: item.id, scope: 'public' })).toMatchObject({ status: 'approved', transcriptText: 'transcript of generation 1' });
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
});
