import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxRelay, type MessageBus } from '@lectures/platform';
import type { Actor, EventPattern } from '@lectures/proto';
import { DEFAULT_MEDIA_SETTINGS } from '../media-storage.config';
import { ObjectPolicyEntity } from '../policy/object-policy.entity';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { DiskObjectStore } from '@lectures/object-store';
import { makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from '@lectures/object-store/src/testing/store-drivers.fixture';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.fixture';
import { UploadRegistrationEntity } from '../registration/upload-registration.entity';
import { UploadRegistrationService } from '../registration/upload-registration.service';
import { UploadCheckService } from '../registration/upload-check.service';
import { OriginalEntity } from '../originals/original.entity';
import { OriginalsRepository } from '../originals/originals.repository';
import { UploadCheckEntity } from '../originals/upload-check.entity';
import { RenditionRepository } from '../renditions/rendition.repository';
import { MediaService } from './media.service';
import type { MediaSettings } from './media.tokens';

jest.setTimeout(60_000);

const makeActor = (overrides: Partial<Actor> = {}): Actor => ({ id: randomUUID(), role: 'contributor', ...overrides });

let workDir: string;
let media: MediaFiles;
let db: TestDatabase;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'media-service-'));
  [media, db] = await Promise.all([makeMediaFiles(workDir), createTestDatabase()]);
});

afterAll(async () => {
  await db?.drop();
  await rm(workDir, { recursive: true, force: true });
});


describe.each(STORE_DRIVERS)('MediaService on %s', (_name, start) => {
  let driver: StoreDriver;
  let service: MediaService;
  let registration: UploadRegistrationService;
  let checks: UploadCheckService;
  let settings: MediaSettings;
  let published: { pattern: EventPattern; data: Record<string, unknown> }[];

  beforeAll(async () => {
    driver = await start();
  });

  afterAll(async () => {
    await driver.stop();
  });

  beforeEach(async () => {
    await db.dataSource.getRepository(ObjectPolicyEntity).clear();
    await db.dataSource.getRepository(UploadRegistrationEntity).clear();
    await db.dataSource.getRepository(OriginalEntity).clear();
    await db.dataSource.getRepository(UploadCheckEntity).clear();
    for (const object of await everything()) await driver.store.delete(object.key);
    settings = { ...DEFAULT_MEDIA_SETTINGS };
    published = [];
    // Registration's answers to content; the rendition requests it also sends are the rendition suite's (renditions.medium-spec).
    const bus = {
      emit: async (pattern: EventPattern, data: Record<string, unknown>) => void (pattern === 'media.rendition.requested.v1' || published.push({ pattern, data })),
    } as unknown as MessageBus;
    const outbox = new OutboxRelay(db.dataSource, 'media', bus);
    const policies = new ObjectPolicyRepository(db.dataSource);
    const originals = new OriginalsRepository(db.dataSource);
    service = new MediaService(policies, originals, driver.store, settings, new RenditionRepository(db.dataSource));
    registration = new UploadRegistrationService(db.dataSource, outbox, policies, originals, driver.store, settings, new RenditionRepository(db.dataSource));
    checks = new UploadCheckService(db.dataSource, policies, originals, driver.store, settings);
  });

  /** The saga as content drives it: the quick check, then the registration the item's event asks for. */
  async function register(actor: Actor, mediaURL: string): Promise<Record<string, unknown>> {
    const checked = await checks.check({ actor, mediaURL });
    const contentId = randomUUID();
    await registration.register({ contentId, uploadKey: checked.uploadKey, uploadedBy: actor.id });
    await eventually(() => published.find((e) => e.data.contentId === contentId));
    return published.find((e) => e.data.contentId === contentId)!.data;
  }

  async function eventually<T>(probe: () => T | undefined): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = probe();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the outbox published nothing');
  }

  const policies = () => db.dataSource.getRepository(ObjectPolicyEntity).find();
  const everything = () => driver.store.listOlderThan('', new Date(Date.now() + 60_000));

  async function uploadAs(actor: Actor, file: string): Promise<string> {
    const { uploadURL } = await service.createUploadUrl({ actor });
    const res = await fetch(new URL(uploadURL, driver.http.origin), { method: 'PUT', body: await readFile(file) });
    expect(res.status).toBe(200);
    return uploadURL;
  }

  describe('createUploadUrl', () => {
    it('should refuse a viewer and record nothing', async () => {
      await expect(service.createUploadUrl({ actor: makeActor({ role: 'viewer' }) })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await policies()).toEqual([]);
    });

    it('should record a private pending upload owned by the caller', async () => {
      const actor = makeActor();
      const { objectKey } = await service.createUploadUrl({ actor });
      expect(await policies()).toEqual([
        expect.objectContaining({ objectKey, owner: actor.id, visibility: 'private', bucket: driver.store.bucket }),
      ]);
    });
  });

  describe('limits per contributor', () => {
    it('should refuse more upload URLs than allowed while files wait, and let admins through', async () => {
      settings.maxPendingUploads = 2;
      const actor = makeActor();
      await service.createUploadUrl({ actor });
      await service.createUploadUrl({ actor });
      await expect(service.createUploadUrl({ actor })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringContaining('2 uploads not registered yet'),
      });
      expect(await policies()).toHaveLength(2);
      const admin = makeActor({ role: 'admin' });
      for (let i = 0; i < 3; i++) await service.createUploadUrl({ actor: admin });
    });

    it('should keep nothing that would pass the storage quota, and refuse new uploads once it is used up', async () => {
      const actor = makeActor();
      const mp3Size = (await readFile(media.mp3)).length;
      settings.quotaBytes = mp3Size;
      await register(actor, await uploadAs(actor, media.mp3));
      const second = await uploadAs(actor, media.mp3).catch((error: unknown) => error);
      expect(second).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('storage quota') });
      settings.quotaBytes = mp3Size * 1.5;
      const third = await uploadAs(actor, media.mp3);
      await expect(checks.check({ actor, mediaURL: third })).rejects.toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining('past your storage quota'),
      });
      // Only the first file is kept; the refused one is gone with its policy.
      expect(await everything()).toHaveLength(1);
      expect(await policies()).toHaveLength(1);
    });
  });

  describe('check (answered at once)', () => {
    it('should name the kind, type and size of an MP3 by its bytes, and keep it where it is', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.mp3);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      const bytes = await readFile(media.mp3);
      expect(checked).toEqual({
        uploadKey: expect.stringMatching(/^incoming\/[0-9a-f-]{36}$/),
        mediaType: 'audio',
        mimeType: 'audio/mpeg',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        duplicateOf: null,
        tags: expect.any(Object),
        tagProblem: null,
      });
      expect((await everything()).map((o) => o.key)).toEqual([checked.uploadKey]);
    });

    it('should reject a text file named .mp3 and delete it and its policy', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.textAsMp3);
      await expect(checks.check({ actor, mediaURL: uploadURL })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await everything()).toEqual([]);
      expect(await policies()).toEqual([]);
    });

    it('should reject a file over the limit and delete it and its policy', async () => {
      settings.maxUploadBytes = 10_000;
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.wav);
      await expect(checks.check({ actor, mediaURL: uploadURL })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await everything()).toEqual([]);
      expect(await policies()).toEqual([]);
    });

    it("should refuse another user's upload and leave it to its owner", async () => {
      const owner = makeActor();
      const uploadURL = await uploadAs(owner, media.mp3);
      await expect(checks.check({ actor: makeActor({ role: 'admin' }), mediaURL: uploadURL })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(checks.check({ actor: owner, mediaURL: uploadURL })).resolves.toMatchObject({ mimeType: 'audio/mpeg' });
    });

    it('should refuse unknown uploads, URLs that name none, and uploads not sent yet', async () => {
      const actor = makeActor();
      const unknown = `/api/objects/put/incoming/${randomUUID()}?expires=1&sig=x`;
      await expect(checks.check({ actor, mediaURL: unknown })).rejects.toMatchObject({ code: 'INVALID' });
      await expect(checks.check({ actor, mediaURL: 'https://example.com/a.mp3' })).rejects.toMatchObject({ code: 'INVALID' });
      const { uploadURL } = await service.createUploadUrl({ actor });
      await expect(checks.check({ actor, mediaURL: uploadURL })).rejects.toMatchObject({
        code: 'INVALID',
        message: expect.stringContaining('not been uploaded'),
      });
    });

    it('should answer a retry after registration the same way', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.wav);
      const first = await checks.check({ actor, mediaURL: uploadURL });
      await register(actor, uploadURL);
      await expect(checks.check({ actor, mediaURL: uploadURL })).resolves.toEqual(first);
      await expect(checks.check({ actor: makeActor(), mediaURL: uploadURL })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('duplicates (the same bytes, whichever way they come)', () => {
    it('should name the lecture that holds the bytes at check, and keep nothing of the copy', async () => {
      const actor = makeActor();
      const first = await register(actor, await uploadAs(actor, media.mp3));
      const copy = await uploadAs(makeActor({ role: 'admin', id: actor.id }), media.mp3);
      const checked = await checks.check({ actor, mediaURL: copy });
      expect(checked).toMatchObject({ duplicateOf: first.contentId, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect((await everything()).map((o) => o.key)).toEqual([first.mediaKey]);
      expect((await policies()).map((p) => p.objectKey)).toEqual([first.mediaKey]);
      // Asked again, the same answer, without the bytes.
      await expect(checks.check({ actor, mediaURL: copy })).resolves.toEqual(checked);
    });

    it('should keep one original of two identical files registered at once, and name it in the other refusal', async () => {
      const actor = makeActor();
      const [a, b] = [await uploadAs(actor, media.wav), await uploadAs(actor, media.wav)];
      const [checkedA, checkedB] = [await checks.check({ actor, mediaURL: a }), await checks.check({ actor, mediaURL: b })];
      expect([checkedA.duplicateOf, checkedB.duplicateOf]).toEqual([null, null]);
      const [idA, idB] = [randomUUID(), randomUUID()];
      await Promise.all([
        registration.register({ contentId: idA, uploadKey: checkedA.uploadKey, uploadedBy: actor.id }),
        registration.register({ contentId: idB, uploadKey: checkedB.uploadKey, uploadedBy: actor.id }),
      ]);
      await eventually(() => (published.length >= 2 ? true : undefined));
      const kept = published.find((e) => e.pattern === 'media.registered.v1')!;
      const refused = published.find((e) => e.pattern === 'media.rejected.v1')!;
      expect(refused.data).toMatchObject({ reason: 'The same file is already in the library', duplicateOf: kept.data.contentId });
      expect([kept.data.contentId, refused.data.contentId].sort()).toEqual([idA, idB].sort());
      expect((await everything()).map((o) => o.key)).toEqual([kept.data.mediaKey]);
      const originals = await db.dataSource.getRepository(OriginalEntity).find();
      expect(originals).toEqual([expect.objectContaining({ mediaKey: kept.data.mediaKey, contentId: kept.data.contentId, sha256: checkedA.sha256 })]);
    });

    it('should refuse an empty file with a clear reason and keep nothing', async () => {
      const actor = makeActor();
      const { uploadURL } = await service.createUploadUrl({ actor });
      expect((await fetch(new URL(uploadURL, driver.http.origin), { method: 'PUT', body: Buffer.alloc(0) })).status).toBe(200);
      await expect(checks.check({ actor, mediaURL: uploadURL })).rejects.toMatchObject({ code: 'INVALID', message: 'The file is empty (0 bytes): choose the recording again' });
      expect(await everything()).toEqual([]);
      expect(await policies()).toEqual([]);
    });
  });

  describe('register (after the item is made)', () => {
    it('should keep an MP3 under its final key with type, size and duration, and announce it', async () => {
      const actor = makeActor();
      const registered = await register(actor, await uploadAs(actor, media.mp3));
      expect(registered).toMatchObject({
        mediaKey: expect.stringMatching(/^media\/[0-9a-f-]{36}\/original\.mp3$/),
        thumbnailKey: null,
        mediaType: 'audio',
        mimeType: 'audio/mpeg',
        size: (await readFile(media.mp3)).length,
        durationSeconds: 3,
        video: null,
      });
      expect(published.map((e) => e.pattern)).toEqual(['media.registered.v1']);
      expect((await everything()).map((o) => o.key)).toEqual([registered.mediaKey]);
      expect(await policies()).toEqual([expect.objectContaining({ objectKey: registered.mediaKey, owner: actor.id })]);
    });

    it('should keep the cover art embedded in an MP3 beside its original', async () => {
      const actor = makeActor();
      const registered = await register(actor, await uploadAs(actor, media.mp3WithCover));
      const cover = String(registered.mediaKey).replace('original.mp3', 'cover.png');
      expect((await everything()).map((o) => o.key).sort()).toEqual([registered.mediaKey, cover].sort());
      expect((await driver.store.readBytes(cover, 1, 3)).toString('latin1')).toBe('PNG');
    });

    it('should read a video upload dimensions and keep its thumbnail under a policy of its own', async () => {
      const actor = makeActor({ role: 'admin' });
      const registered = await register(actor, await uploadAs(actor, media.videoMp4));
      expect(registered).toMatchObject({
        mediaType: 'video',
        mimeType: 'video/mp4',
        video: { width: 320, height: 240, frameRate: 25 },
        thumbnailKey: String(registered.mediaKey).replace('original.mp4', 'thumbnail.jpg'),
      });
      const jpeg = await driver.store.readBytes(String(registered.thumbnailKey), 0, 3);
      expect(jpeg).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await policies()).map((p) => p.objectKey).sort()).toEqual([registered.mediaKey, registered.thumbnailKey].sort());
    });

    it('should decide once: asked again, it repeats the same decision and moves nothing', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.wav);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      const event = { contentId: randomUUID(), uploadKey: checked.uploadKey, uploadedBy: actor.id };
      await registration.register(event);
      await registration.register(event);
      await eventually(() => (published.length === 2 ? published : undefined));
      expect(published[1]).toEqual(published[0]);
      expect(await everything()).toHaveLength(1);
      // Another item naming the same upload is never handed its media.
      await registration.register({ ...event, contentId: randomUUID() });
      await new Promise((r) => setTimeout(r, 200));
      expect(published).toHaveLength(2);
    });

    it('should register an upload asked for twice at once (a resumed ask beside one a crash left queued) exactly once', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.videoMp4);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      const event = { contentId: randomUUID(), uploadKey: checked.uploadKey, uploadedBy: actor.id };
      // Before, the second ask inspected the file while the first moved it, took ffprobe's
      // failure for a verdict, and refused the upload: the lecture failed and its file was lost.
      await Promise.all([registration.register(event), registration.register(event), registration.register(event)]);
      await eventually(() => (published.length === 3 ? published : undefined));
      expect(new Set(published.map((e) => e.pattern))).toEqual(new Set(['media.registered.v1']));
      expect(published[1]).toEqual(published[0]);
      expect((await everything()).filter((o) => o.key.endsWith('original.mp4'))).toHaveLength(1);
    });

    it('should finish a registration a crash left after the move', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.mp3);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      // The crash: the object was moved, nothing was written.
      const finalKey = checked.uploadKey.replace('incoming/', 'media/') + '/original.mp3';
      await driver.store.move(checked.uploadKey, finalKey);
      const contentId = randomUUID();
      await registration.register({ contentId, uploadKey: checked.uploadKey, uploadedBy: actor.id });
      const registered = await eventually(() => published.find((e) => e.data.contentId === contentId));
      expect(registered.data.mediaKey).toBe(finalKey);
      expect((await policies()).map((p) => p.objectKey)).toEqual([finalKey]);
    });

    it('should reject an upload that vanished, with the reason, and keep nothing of it', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.mp3);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      await driver.store.delete(checked.uploadKey);
      const contentId = randomUUID();
      await registration.register({ contentId, uploadKey: checked.uploadKey, uploadedBy: actor.id });
      const rejected = await eventually(() => published.find((e) => e.data.contentId === contentId));
      expect(rejected).toMatchObject({ pattern: 'media.rejected.v1', data: { reason: expect.stringContaining('gone') } });
      expect(await policies()).toEqual([]);
      await expect(checks.check({ actor, mediaURL: uploadURL })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });

  describe('authorizeRead', () => {
    it('should hide unpublished media from anonymous visitors and show it to staff', async () => {
      const actor = makeActor();
      const objectKey = String((await register(actor, await uploadAs(actor, media.mp3))).mediaKey);
      await expect(service.authorizeRead({ objectKey, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const viewer = await service.authorizeRead({ objectKey, actor: makeActor({ role: 'viewer' }) });
      expect(viewer.visibility).toBe('private');
      expect(viewer.directUrl === null).toBe(driver.store.driver === 'disk');
    });

    it('should open published media to everyone, its thumbnail included, and close it again', async () => {
      const actor = makeActor();
      const registered = await register(actor, await uploadAs(actor, media.videoMp4));
      const objectKeys = [String(registered.mediaKey), String(registered.thumbnailKey)];
      await service.applyVisibility({ contentId: randomUUID(), objectKeys, visibility: 'public' });
      for (const objectKey of objectKeys) {
        await expect(service.authorizeRead({ objectKey, actor: null })).resolves.toMatchObject({ visibility: 'public' });
      }
      await service.applyVisibility({ contentId: randomUUID(), objectKeys, visibility: 'private' });
      await expect(service.authorizeRead({ objectKey: objectKeys[1], actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('should serve nothing beside an original that has no policy of its own', async () => {
      const actor = makeActor();
      const objectKey = String((await register(actor, await uploadAs(actor, media.mp3))).mediaKey);
      await service.applyVisibility({ contentId: randomUUID(), objectKeys: [objectKey], visibility: 'public' });
      const stray = objectKey.replace('original.mp3', 'working-copy.wav');
      await expect(service.authorizeRead({ objectKey: stray, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('should never serve pending uploads or unknown keys', async () => {
      const actor = makeActor();
      const { objectKey } = await service.createUploadUrl({ actor });
      await expect(service.authorizeRead({ objectKey, actor })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(service.authorizeRead({ objectKey: '../etc/passwd', actor })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(service.authorizeRead({ objectKey: `media/${randomUUID()}/original.mp3`, actor })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });

  describe('deleteObjects', () => {
    it('should delete the original, everything beside it and the policy, idempotently', async () => {
      const actor = makeActor();
      const objectKey = String((await register(actor, await uploadAs(actor, media.videoMp4))).mediaKey);
      const thumbnail = objectKey.replace('original.mp4', 'thumbnail.jpg');
      const { objectKey: pending } = await service.createUploadUrl({ actor });
      if (driver.store instanceof DiskObjectStore) {
        await driver.store.writeUpload('incoming/derived-copy', (await import('node:stream')).Readable.from([Buffer.from('x')]), 10);
        await driver.store.move('incoming/derived-copy', thumbnail);
      } else {
        const put = await fetch(await driver.store.createUploadUrl(thumbnail, 60), { method: 'PUT', body: 'x' });
        expect(put.status).toBe(200);
      }
      const event = { contentId: randomUUID(), objectKeys: [objectKey] };
      await service.deleteObjects(event);
      await service.deleteObjects(event);
      expect(await everything()).toEqual([]);
      // Only the unrelated pending upload's policy is left.
      expect((await policies()).map((p) => p.objectKey)).toEqual([pending]);
    });
  });

  describe('sweep', () => {
    it('should remove uploads never registered within a day and keep registered media', async () => {
      const actor = makeActor();
      const objectKey = String((await register(actor, await uploadAs(actor, media.mp3))).mediaKey);
      await uploadAs(actor, media.wav);
      await service.createUploadUrl({ actor });
      expect(await service.sweep(new Date())).toEqual({ removedUploads: 0, removedOrphans: 0 });
      const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
      expect(await service.sweep(tomorrow)).toEqual({ removedUploads: 2, removedOrphans: 0 });
      expect((await everything()).map((o) => o.key)).toEqual([objectKey]);
      expect((await policies()).map((p) => p.objectKey)).toEqual([objectKey]);
    });
  });
});
