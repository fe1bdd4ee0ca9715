import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '@lectures/proto';
import { DEFAULT_MEDIA_SETTINGS } from '../media-storage.config';
import { ObjectPolicyEntity } from '../policy/object-policy.entity';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { DiskObjectStore } from '../storage/disk-object-store';
import { makeMediaFiles, type MediaFiles } from '../testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from '../testing/store-drivers.fixture';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.fixture';
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
  let settings: MediaSettings;

  beforeAll(async () => {
    driver = await start();
  });

  afterAll(async () => {
    await driver.stop();
  });

  beforeEach(async () => {
    await db.dataSource.getRepository(ObjectPolicyEntity).clear();
    for (const object of await everything()) await driver.store.delete(object.key);
    settings = { ...DEFAULT_MEDIA_SETTINGS };
    service = new MediaService(new ObjectPolicyRepository(db.dataSource), driver.store, settings);
  });

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

  describe('registerUpload', () => {
    it('should keep an MP3 under its final key with type, size and duration', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.mp3);
      const registered = await service.registerUpload({ actor, mediaURL: uploadURL });
      expect(registered).toMatchObject({
        objectKey: expect.stringMatching(/^media\/[0-9a-f-]{36}\/original\.mp3$/),
        mediaType: 'audio',
        mimeType: 'audio/mpeg',
        size: (await readFile(media.mp3)).length,
        durationSeconds: 3,
        video: null,
      });
      expect(registered.mediaUrl).toBe(`/api/media/${registered.objectKey}`);
      expect((await everything()).map((o) => o.key)).toEqual([registered.objectKey]);
      expect(await policies()).toEqual([expect.objectContaining({ objectKey: registered.objectKey, owner: actor.id })]);
    });

    it('should read a video upload dimensions and frame rate', async () => {
      const actor = makeActor({ role: 'admin' });
      const registered = await service.registerUpload({ actor, mediaURL: await uploadAs(actor, media.videoMp4) });
      expect(registered).toMatchObject({
        mediaType: 'video',
        mimeType: 'video/mp4',
        video: { width: 320, height: 240, frameRate: 25 },
      });
      expect(registered.objectKey).toMatch(/original\.mp4$/);
    });

    it('should reject a text file named .mp3 and delete it and its policy', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.textAsMp3);
      await expect(service.registerUpload({ actor, mediaURL: uploadURL })).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
      expect(await everything()).toEqual([]);
      expect(await policies()).toEqual([]);
    });

    it('should reject a file over the limit and delete it and its policy', async () => {
      settings.maxUploadBytes = 10_000;
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.wav);
      await expect(service.registerUpload({ actor, mediaURL: uploadURL })).rejects.toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(await everything()).toEqual([]);
      expect(await policies()).toEqual([]);
    });

    it("should refuse another user's upload and leave it to its owner", async () => {
      const owner = makeActor();
      const uploadURL = await uploadAs(owner, media.mp3);
      await expect(service.registerUpload({ actor: makeActor({ role: 'admin' }), mediaURL: uploadURL })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(service.registerUpload({ actor: owner, mediaURL: uploadURL })).resolves.toMatchObject({
        mimeType: 'audio/mpeg',
      });
    });

    it('should refuse unknown uploads, URLs that name none, and uploads not sent yet', async () => {
      const actor = makeActor();
      const unknown = `/api/objects/put/incoming/${randomUUID()}?expires=1&sig=x`;
      await expect(service.registerUpload({ actor, mediaURL: unknown })).rejects.toMatchObject({ code: 'INVALID' });
      await expect(service.registerUpload({ actor, mediaURL: 'https://example.com/a.mp3' })).rejects.toMatchObject({
        code: 'INVALID',
      });
      const { uploadURL } = await service.createUploadUrl({ actor });
      await expect(service.registerUpload({ actor, mediaURL: uploadURL })).rejects.toMatchObject({
        code: 'INVALID',
        message: expect.stringContaining('not been uploaded'),
      });
    });

    it('should refuse registering the same upload twice', async () => {
      const actor = makeActor();
      const uploadURL = await uploadAs(actor, media.wav);
      await service.registerUpload({ actor, mediaURL: uploadURL });
      await expect(service.registerUpload({ actor, mediaURL: uploadURL })).rejects.toMatchObject({ code: 'INVALID' });
      expect(await everything()).toHaveLength(1);
    });
  });

  describe('authorizeRead', () => {
    it('should hide unpublished media from anonymous visitors and show it to staff', async () => {
      const actor = makeActor();
      const { objectKey } = await service.registerUpload({ actor, mediaURL: await uploadAs(actor, media.mp3) });
      await expect(service.authorizeRead({ objectKey, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const viewer = await service.authorizeRead({ objectKey, actor: makeActor({ role: 'viewer' }) });
      expect(viewer.visibility).toBe('private');
      expect(viewer.directUrl === null).toBe(driver.store.driver === 'disk');
    });

    it('should open published media to everyone, its thumbnail included, and close it again', async () => {
      const actor = makeActor();
      const { objectKey } = await service.registerUpload({ actor, mediaURL: await uploadAs(actor, media.mp3) });
      const thumbnail = objectKey.replace('original.mp3', 'thumbnail.jpg');
      await service.applyVisibility({ contentId: randomUUID(), objectKeys: [objectKey], visibility: 'public' });
      await expect(service.authorizeRead({ objectKey, actor: null })).resolves.toMatchObject({ visibility: 'public' });
      await expect(service.authorizeRead({ objectKey: thumbnail })).resolves.toMatchObject({ visibility: 'public' });
      await service.applyVisibility({ contentId: randomUUID(), objectKeys: [objectKey], visibility: 'private' });
      await expect(service.authorizeRead({ objectKey: thumbnail, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
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
      const { objectKey } = await service.registerUpload({ actor, mediaURL: await uploadAs(actor, media.videoMp4) });
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
      const { objectKey } = await service.registerUpload({ actor, mediaURL: await uploadAs(actor, media.mp3) });
      await uploadAs(actor, media.wav);
      await service.createUploadUrl({ actor });
      expect(await service.sweep(new Date())).toEqual({ removedUploads: 0, removedOrphans: 0 });
      const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
      expect(await service.sweep(tomorrow)).toEqual({ removedUploads: 2, removedOrphans: 0 });
      expect((await everything()).map((o) => o.key)).toEqual([objectKey]);
      expect((await policies()).map((p) => p.objectKey)).toEqual([objectKey]);
    });
  });

  describe('discardUpload', () => {
    it('should remove a registered upload and its policy, idempotently', async () => {
      const actor = makeActor();
      const { objectKey } = await service.registerUpload({ actor, mediaURL: await uploadAs(actor, media.wav) });
      await expect(service.discardUpload({ actor: makeActor(), objectKey })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await service.discardUpload({ actor, objectKey });
      await service.discardUpload({ actor, objectKey });
      expect(await everything()).toEqual([]);
      expect(await policies()).toEqual([]);
    });
  });
});
