import { randomUUID } from 'node:crypto';
import type { CreateFromUploadRequest, MediaRegisteredEvent } from '@lectures/proto';
import { InMemoryContentRepository, RecordingAnnouncer, RecordingOutbox, noImports, speakersAsTyped } from '../testing/content-fakes';
import { UploadIntakeService } from './upload-intake.service';

/** Content's steps of the upload saga on in-memory fakes. */
describe('UploadIntakeService', () => {
  let repository: InMemoryContentRepository;
  let outbox: RecordingOutbox;
  let announcer: RecordingAnnouncer;
  let intake: UploadIntakeService;
  const uploader = randomUUID();

  beforeEach(() => {
    repository = new InMemoryContentRepository();
    outbox = new RecordingOutbox();
    announcer = new RecordingAnnouncer();
    intake = new UploadIntakeService(repository.asRepository(), outbox.asRelay(), announcer.asAnnouncer(), noImports(), speakersAsTyped(repository));
  });

  const fromUpload = (overrides: Partial<CreateFromUploadRequest> = {}) =>
    intake.createFromUpload({
      title: 'Friday sermon',
      uploadedBy: uploader,
      uploadKey: `incoming/${randomUUID()}`,
      mediaType: 'video',
      mediaFileSize: 5000,
      mediaMimeType: 'video/mp4',
      ...overrides,
    });

  const registered = (contentId: string, uploadKey: string): MediaRegisteredEvent => ({
    contentId,
    uploadKey,
    mediaKey: `media/${uploadKey.slice('incoming/'.length)}/original.mp4`,
    thumbnailKey: `media/${uploadKey.slice('incoming/'.length)}/thumbnail.jpg`,
    mediaType: 'video',
    mimeType: 'video/mp4',
    size: 5000,
    durationSeconds: 61,
    video: { width: 640, height: 360, frameRate: 25 },
  });

  it('should make a processing item without media and announce the upload, once per upload', async () => {
    const uploadKey = `incoming/${randomUUID()}`;
    const item = await fromUpload({ uploadKey });
    expect(item).toMatchObject({ status: 'processing', mediaKey: null, mediaType: 'video', mediaFileSize: 5000 });
    expect(outbox.events).toEqual([{ pattern: 'content.upload-accepted.v1', payload: { contentId: item.id, uploadKey, uploadedBy: uploader } }]);
    // The browser retries after a lost answer: the same item, nothing announced twice.
    await expect(fromUpload({ uploadKey, title: 'Retried' })).resolves.toMatchObject({ id: item.id, title: 'Friday sermon' });
    expect(repository.rows.size).toBe(1);
    expect(outbox.events).toHaveLength(1);
  });

  it("should refuse another user's retry of an upload", async () => {
    const uploadKey = `incoming/${randomUUID()}`;
    await fromUpload({ uploadKey });
    await expect(fromUpload({ uploadKey, uploadedBy: randomUUID() })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('should take the registered keys and facts, then ask for the transcript, once', async () => {
    const item = await fromUpload({ durationSeconds: null });
    outbox.events.length = 0;
    const event = registered(item.id, repository.rows.get(item.id)!.uploadKey!);
    await intake.applyRegistered(event);
    await intake.applyRegistered(event);
    expect(repository.rows.get(item.id)).toMatchObject({
      mediaKey: event.mediaKey,
      thumbnailKey: event.thumbnailKey,
      durationSeconds: 61,
      videoWidth: 640,
      status: 'processing',
    });
    expect(outbox.events).toEqual([
      { pattern: 'transcription.requested.v1', payload: expect.objectContaining({ contentId: item.id, generation: 1, mediaKey: event.mediaKey, reason: 'upload' }) },
    ]);
  });

  it('should publish the media with an item approved before its media arrived', async () => {
    const item = await fromUpload();
    repository.rows.get(item.id)!.status = 'approved';
    outbox.events.length = 0;
    const event = registered(item.id, repository.rows.get(item.id)!.uploadKey!);
    await intake.applyRegistered(event);
    expect(outbox.events[0]).toEqual({
      pattern: 'content.visibility-changed.v1',
      payload: { contentId: item.id, objectKeys: [event.mediaKey, event.thumbnailKey], visibility: 'public' },
    });
  });

  it('should keep a duration staff gave over the one the media reports', async () => {
    const item = await fromUpload({ durationSeconds: 3600 });
    await intake.applyRegistered(registered(item.id, repository.rows.get(item.id)!.uploadKey!));
    expect(repository.rows.get(item.id)!.durationSeconds).toBe(3600);
  });

  it('should have the media removed when its item was deleted before it was registered', async () => {
    const contentId = randomUUID();
    const event = registered(contentId, `incoming/${randomUUID()}`);
    await intake.applyRegistered(event);
    expect(outbox.events).toEqual([{ pattern: 'content.deleted.v1', payload: { contentId, objectKeys: [event.mediaKey, event.thumbnailKey] } }]);
  });

  it('should fail the item with the reason when the media is rejected, and ask for no transcript', async () => {
    const item = await fromUpload();
    outbox.events.length = 0;
    await intake.applyRejected({ contentId: item.id, uploadKey: 'incoming/x', reason: 'File content could not be read as audio or video' });
    expect(repository.rows.get(item.id)).toMatchObject({ status: 'failed', aiMetadata: { error: 'File content could not be read as audio or video' } });
    expect(outbox.events).toEqual([]);
    expect(announcer.messages).toEqual([{ type: 'transcript_error', contentId: item.id, detail: 'File content could not be read as audio or video' }]);
  });

  it('should fail a duplicate naming the lecture that holds the same file, and keep it for its uploader', async () => {
    const original = await fromUpload({ title: 'Tafsir al-Kahf, part 7' });
    const twin = await fromUpload({ title: 'kahf-07' });
    await intake.applyRejected({ contentId: twin.id, uploadKey: 'incoming/x', reason: 'The same file is already in the library', duplicateOf: original.id });
    const reason = 'Duplicate of “Tafsir al-Kahf, part 7”: the same file is already in the library';
    expect(repository.rows.get(twin.id)).toMatchObject({ status: 'failed', aiMetadata: { error: reason, duplicateOf: original.id } });
    expect(announcer.messages).toEqual([{ type: 'transcript_error', contentId: twin.id, detail: reason }]);
  });

  it('should ignore a rejection that arrives after the media was registered', async () => {
    const item = await fromUpload();
    await intake.applyRegistered(registered(item.id, repository.rows.get(item.id)!.uploadKey!));
    await intake.applyRejected({ contentId: item.id, uploadKey: 'incoming/x', reason: 'late' });
    expect(repository.rows.get(item.id)!.status).toBe('processing');
  });
});
