import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OutboxRelay, type MessageBus } from '@lectures/platform';
import type { EventPattern, StoredRendition } from '@lectures/proto';
import { distinctCopy } from '@lectures/object-store/src/testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from '@lectures/object-store/src/testing/store-drivers.fixture';
import { DEFAULT_MEDIA_SETTINGS } from '../../media-storage.config';
import { MediaService } from '../../media/media.service';
import { HlsLadders1765400000000 } from '../../migrations/1765400000000-HlsLadders';
import { OriginalsRepository } from '../../originals/originals.repository';
import { ObjectPolicyRepository } from '../../policy/object-policy.repository';
import { UploadCheckService } from '../../registration/upload-check.service';
import { UploadRegistrationService } from '../../registration/upload-registration.service';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.fixture';
import { RenditionResumer } from '../rendition-resumer';
import { RenditionRepository } from '../rendition.repository';
import { RenditionWorker } from '../rendition.worker';
import { segmentsOf } from './hls-playlist';

jest.setTimeout(240_000);
const run = promisify(execFile);

let workDir: string;
let db: TestDatabase;
const videos: Record<'p720' | 'p360' | 'silent', string> = { p720: '', p360: '', silent: '' };

/** A lecture-like video the test makes: ffmpeg's test picture and a tone (or no soundtrack), `seconds` long. */
async function makeVideo(name: string, size: string, seconds: number, sound = true): Promise<string> {
  const file = join(workDir, name);
  const tone = sound ? ['-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=44100:duration=${seconds}`, '-c:a', 'aac', '-shortest'] : [];
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`,
    ...tone.slice(0, 4), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...tone.slice(4), file,
  ]);
  return file;
}

/** Every variant of a master playlist: its URI and attributes. */
function variantsOf(master: string): { uri: string; attributes: string }[] {
  const lines = master.split('\n');
  return lines.flatMap((line, i) => (line.startsWith('#EXT-X-STREAM-INF:') ? [{ attributes: line.slice(18), uri: lines[i + 1] }] : []));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'hls-'));
  db = await createTestDatabase();
  videos.p720 = await makeVideo('talk-720.mp4', '1280x720', 4);
  videos.p360 = await makeVideo('talk-360.mp4', '640x360', 4);
  videos.silent = await makeVideo('silent-360.mp4', '640x360', 4, false);
});

afterAll(async () => {
  await db?.drop();
  await rm(workDir, { recursive: true, force: true });
});

describe.each(STORE_DRIVERS)('HLS ladders on %s', (driverName, start) => {
  let driver: StoreDriver;
  let published: { pattern: EventPattern; data: Record<string, unknown> }[];
  let service: MediaService;
  let jobs: RenditionRepository;
  let worker: RenditionWorker;
  let register: (file: string) => Promise<{ mediaKey: string; contentId: string }>;
  const settings = { ...DEFAULT_MEDIA_SETTINGS, renditionLeaseMs: 1500, renditionResumeIntervalMs: 0 };
  const admin = () => ({ id: randomUUID(), role: 'admin' as const });

  beforeAll(async () => {
    driver = await start();
    published = [];
    const bus = { emit: async (pattern: EventPattern, data: Record<string, unknown>) => void published.push({ pattern, data }) } as unknown as MessageBus;
    const outbox = new OutboxRelay(db.dataSource, 'media', bus);
    const policies = new ObjectPolicyRepository(db.dataSource);
    const originals = new OriginalsRepository(db.dataSource);
    jobs = new RenditionRepository(db.dataSource);
    service = new MediaService(policies, originals, driver.store, settings, jobs);
    const checks = new UploadCheckService(db.dataSource, policies, originals, driver.store, settings);
    const registration = new UploadRegistrationService(db.dataSource, outbox, policies, originals, driver.store, settings, jobs);
    worker = new RenditionWorker(jobs, driver.store, settings);
    register = async (file) => {
      const actor = admin();
      const { uploadURL } = await service.createUploadUrl({ actor });
      expect((await fetch(new URL(uploadURL, driver.http.origin), { method: 'PUT', body: await readFile(await distinctCopy(file)) })).status).toBe(200);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      const contentId = randomUUID();
      await registration.register({ contentId, uploadKey: checked.uploadKey, uploadedBy: actor.id });
      for (let i = 0; i < 200; i++) {
        const registered = published.find((e) => e.pattern === 'media.registered.v1' && e.data.contentId === contentId);
        if (registered) return { mediaKey: String(registered.data.mediaKey), contentId };
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the upload was not registered');
    };
  });

  afterAll(async () => {
    await driver.stop();
  });

  async function text(key: string): Promise<string> {
    const info = await driver.store.head(key);
    if (!info) throw new Error(`${key} is not stored`);
    return (await driver.store.readBytes(key, 0, info.size)).toString('utf8');
  }

  async function ladderKeys(mediaKey: string): Promise<string[]> {
    const folder = `${mediaKey.slice(0, mediaKey.lastIndexOf('/') + 1)}hls/`;
    return (await driver.store.listOlderThan(folder, new Date(Date.now() + 86_400_000))).map((o) => o.key).sort();
  }

  const hlsOf = (renditions: StoredRendition[]) => renditions.filter((r) => r.kind === 'hls');

  it('should make a 720p video a 360p and 720p ladder with its sound alone, every playlist naming stored segments', async () => {
    const { mediaKey } = await register(videos.p720);
    expect(await worker.run(mediaKey)).toBe('done');
    const renditions = await jobs.ready(mediaKey);
    expect(renditions.map((r) => r.kind)).toEqual(['opus', 'aac', 'hls']);
    const [hls] = hlsOf(renditions);
    const folder = mediaKey.slice(0, mediaKey.lastIndexOf('/') + 1);
    expect(hls).toMatchObject({ mimeType: 'application/vnd.apple.mpegurl', objectKey: `${folder}hls/master.m3u8` });
    expect(Math.abs(hls.durationSeconds - 4)).toBeLessThanOrEqual(0.1);

    const master = await text(hls.objectKey);
    const variants = variantsOf(master);
    expect(variants.map((v) => v.uri)).toEqual(['360p.m3u8', '720p.m3u8', 'audio.m3u8']);
    expect(variants[0].attributes).toMatch(/RESOLUTION=640x360/);
    expect(variants[1].attributes).toMatch(/RESOLUTION=1280x720/);
    expect(variants[1].attributes).toMatch(/CODECS="avc1\.4d40[0-9a-f]{2},mp4a\.40\.2"/);
    expect(variants[2].attributes).toMatch(/CODECS="mp4a\.40\.2"/);
    expect(variants[2].attributes).not.toMatch(/RESOLUTION/);
    // The listed bit rate is the top rung's BANDWIDTH.
    expect(hls.bitRate).toBe(Number(/BANDWIDTH=(\d+)/.exec(variants[1].attributes)![1]));

    let bytes = master.length;
    for (const variant of variants) {
      const playlist = await text(`${folder}hls/${variant.uri}`);
      bytes += playlist.length;
      expect(playlist).toMatch(/#EXT-X-PLAYLIST-TYPE:VOD/);
      expect(playlist).toMatch(/#EXT-X-ENDLIST/);
      const segments = segmentsOf(playlist);
      expect(segments.every((s) => s.seconds <= 6.1)).toBe(true);
      expect(Math.abs(segments.reduce((sum, s) => sum + s.seconds, 0) - 4)).toBeLessThanOrEqual(0.1);
      for (const segment of segments) {
        const info = await driver.store.head(`${folder}hls/${segment.uri}`);
        expect(info?.size).toBeGreaterThan(0);
        bytes += info!.size;
      }
    }
    expect(hls.size).toBe(bytes);

    // A 720p segment holds H.264 at 1280x720 and the speech AAC, mono.
    const firstTop = segmentsOf(await text(`${folder}hls/720p.m3u8`))[0].uri;
    const segmentFile = join(workDir, `${randomUUID()}.ts`);
    await writeFile(segmentFile, await driver.store.readBytes(`${folder}hls/${firstTop}`, 0, (await driver.store.head(`${folder}hls/${firstTop}`))!.size));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,width,height,channels', '-of', 'json', segmentFile]);
    const streams = (JSON.parse(stdout) as { streams: { codec_name: string; width?: number; height?: number; channels?: number }[] }).streams;
    expect(streams).toEqual(expect.arrayContaining([expect.objectContaining({ codec_name: 'h264', width: 1280, height: 720 }), expect.objectContaining({ codec_name: 'aac', channels: 1 })]));

    // A redelivery changes nothing and stores nothing twice.
    const keys = await ladderKeys(mediaKey);
    expect(await worker.run(mediaKey)).toBe('skipped');
    expect(await jobs.ready(mediaKey)).toEqual(renditions);
    expect(await ladderKeys(mediaKey)).toEqual(keys);
  });

  it('should never make a rung above the source: a 360p video gets 360p and its sound alone', async () => {
    const { mediaKey } = await register(videos.p360);
    expect(await worker.run(mediaKey)).toBe('done');
    const [hls] = hlsOf(await jobs.ready(mediaKey));
    expect(variantsOf(await text(hls.objectKey)).map((v) => v.uri)).toEqual(['360p.m3u8', 'audio.m3u8']);
    expect((await ladderKeys(mediaKey)).some((k) => k.includes('720p'))).toBe(false);
  });

  it('should give a video without a soundtrack its ladder of pictures alone, and no sound renditions', async () => {
    const { mediaKey } = await register(videos.silent);
    expect(await worker.run(mediaKey)).toBe('done');
    const renditions = await jobs.ready(mediaKey);
    expect(renditions.map((r) => r.kind)).toEqual(['hls']);
    const variants = variantsOf(await text(renditions[0].objectKey));
    expect(variants.map((v) => v.uri)).toEqual(['360p.m3u8']);
    expect(variants[0].attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6}"/);
    expect(Math.abs(renditions[0].durationSeconds - 4)).toBeLessThanOrEqual(0.1);
    expect(await worker.run(mediaKey)).toBe('skipped');
  });

  it("should keep an unpublished lecture's ladder from visitors, give it to staff, follow publication, and go with the lecture", async () => {
    const { mediaKey, contentId } = await register(videos.p360);
    const folder = mediaKey.slice(0, mediaKey.lastIndexOf('/') + 1);
    // Before the ladder is recorded, none of its keys is readable, even by staff.
    await expect(service.authorizeRead({ objectKey: `${folder}hls/master.m3u8`, actor: admin() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await worker.run(mediaKey)).toBe('done');
    const segment = `${folder}hls/${segmentsOf(await text(`${folder}hls/360p.m3u8`))[0].uri}`;
    const files = [`${folder}hls/master.m3u8`, `${folder}hls/360p.m3u8`, segment];
    for (const objectKey of files) await expect(service.authorizeRead({ objectKey, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const objectKey of files) await expect(service.authorizeRead({ objectKey, actor: admin() })).resolves.toMatchObject({ objectKey, visibility: 'private' });

    await service.applyVisibility({ contentId, objectKeys: [mediaKey], visibility: 'public' });
    const master = await service.authorizeRead({ objectKey: files[0], actor: null });
    const media = await service.authorizeRead({ objectKey: segment, actor: null });
    expect(master).toMatchObject({ visibility: 'public', directUrl: null });
    if (driverName === 's3') {
      // The gateway cannot read S3: the playlist's text comes with the answer; segments are presigned.
      expect(master.playlist).toBe(await text(files[0]));
      expect(media.directUrl).toMatch(/^http/);
    } else {
      expect(master.playlist).toBeUndefined();
    }
    await service.applyVisibility({ contentId, objectKeys: [mediaKey], visibility: 'private' });
    await expect(service.authorizeRead({ objectKey: segment, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await service.deleteObjects({ contentId, objectKeys: [mediaKey] });
    expect(await ladderKeys(mediaKey)).toEqual([]);
    expect(await jobs.find(mediaKey)).toBeNull();
  });

  it('should resume a worker stopped during the ladder at the ladder, keeping the sound it had stored, once', async () => {
    const { mediaKey } = await register(videos.p720);
    const stopped = new RenditionWorker(jobs, driver.store, settings);
    const running = stopped.run(mediaKey);
    // The sound's renditions are recorded (and listed) before the ladder is begun.
    let sound: StoredRendition[] = [];
    for (let i = 0; i < 600 && sound.length === 0; i++) {
      sound = await jobs.ready(mediaKey);
      if (sound.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(sound.map((r) => r.kind)).toEqual(['opus', 'aac']);
    await stopped.onApplicationShutdown();
    expect(await running).toBe('released');
    expect(await jobs.find(mediaKey)).toMatchObject({ state: 'waiting' });
    expect(await jobs.ready(mediaKey)).toEqual(sound);
    const soundWritten = await Promise.all(sound.map(async (r) => (await driver.store.head(r.objectKey))!.lastModified.getTime()));

    const resumer = new RenditionResumer(jobs, { emit: jest.fn(async () => undefined) } as unknown as MessageBus, settings);
    expect(await resumer.resume()).toContain(mediaKey);
    expect(await worker.run(mediaKey)).toBe('done');
    const renditions = await jobs.ready(mediaKey);
    expect(renditions.map((r) => r.kind)).toEqual(['opus', 'aac', 'hls']);
    expect(renditions.slice(0, 2)).toEqual(sound);
    // The sound was not made again.
    expect(await Promise.all(sound.map(async (r) => (await driver.store.head(r.objectKey))!.lastModified.getTime()))).toEqual(soundWritten);
    expect(await resumer.resume()).not.toContain(mediaKey);
  });

  it('should give a video finished before ladders existed its ladder alone, from the backlog', async () => {
    const { mediaKey } = await register(videos.p360);
    expect(await worker.run(mediaKey)).toBe('done');
    const sound = (await jobs.ready(mediaKey)).filter((r) => r.kind !== 'hls');
    // What the release before ladders left: the sound's renditions, done.
    await db.dataSource.query(`UPDATE "media"."rendition_job" SET renditions = $2::jsonb WHERE media_key = $1`, [mediaKey, JSON.stringify(sound)]);
    const runner = db.dataSource.createQueryRunner();
    try {
      await new HlsLadders1765400000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await jobs.find(mediaKey)).toMatchObject({ state: 'waiting', lane: 'backlog' });
    // Still listed meanwhile: the sound plays while the ladder is made.
    expect(await jobs.ready(mediaKey)).toEqual(sound);
    expect(await worker.run(mediaKey)).toBe('done');
    expect((await jobs.ready(mediaKey)).map((r) => r.kind)).toEqual(['opus', 'aac', 'hls']);
  });
});
