import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OutboxRelay, type MessageBus } from '@lectures/platform';
import { RENDITION_LOUDNESS, type EventPattern } from '@lectures/proto';
import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from '@lectures/object-store/src/testing/store-drivers.fixture';
import { DEFAULT_MEDIA_SETTINGS } from '../media-storage.config';
import { MediaService } from '../media/media.service';
import { OriginalsRepository } from '../originals/originals.repository';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { UploadCheckService } from '../registration/upload-check.service';
import { UploadRegistrationService } from '../registration/upload-registration.service';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.fixture';
import { encodeRenditions, gainToTarget, LIMIT_DB } from './rendition-encoder';
import { RenditionResumer } from './rendition-resumer';
import { RenditionRepository } from './rendition.repository';
import { RenditionWorker } from './rendition.worker';

jest.setTimeout(180_000);
const run = promisify(execFile);

let workDir: string;
let media: MediaFiles;
let speech: string;
let clapped: string;
let db: TestDatabase;

/** About 40 s of synthetic speech at a level of its own (flite), as an MP3 lecture. */
async function makeSpeech(dir: string): Promise<string> {
  const wav = join(dir, 'speech.wav');
  await run('flite', ['-t', 'In the name of God. Today we speak about patience and gratitude, the two halves of faith. The scholars said patience is of three kinds: in obedience, away from sin, and with what is decreed. Gratitude is with the heart, the tongue and the limbs.', '-o', wav]);
  const mp3 = join(dir, 'speech.mp3');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', '2', '-i', wav, '-af', 'volume=-9dB', '-c:a', 'libmp3lame', '-b:a', '96k', mp3]);
  return mp3;
}

/**
 * The same speech with three claps at full scale (white noise, 30 ms), 30 dB over its loudness:
 * peaks the limiter must hold. The noise is seeded so every run meets the same claps (these ones
 * took the AAC rendition to +0.3 dBTP before the renditions kept to the spoken band).
 */
async function makeClapped(dir: string): Promise<string> {
  const mp3 = join(dir, 'clapped.mp3');
  const clap = 'anoisesrc=d=0.03:c=white:a=1:seed=18,afade=t=out:d=0.03,aformat=channel_layouts=stereo,asplit=3[c1][c2][c3]';
  const delays = [5000, 17000, 31000].map((ms, i) => `[c${i + 1}]adelay=${ms}|${ms}[d${i + 1}]`).join(';');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', '2', '-i', join(dir, 'speech.wav'), '-filter_complex',
    `${clap};${delays};[0]volume=-9dB,aresample=44100,aformat=channel_layouts=stereo[s];[s][d1][d2][d3]amix=inputs=4:normalize=0:duration=first`,
    '-c:a', 'libmp3lame', '-b:a', '96k', mp3]);
  return mp3;
}

async function probe(file: string): Promise<{ codec: string; channels: number; duration: number; bitRate: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,channels:format=duration,size', '-of', 'json', file]);
  const json = JSON.parse(stdout) as { streams: { codec_name: string; channels: number }[]; format: { duration: string; size: string } };
  const duration = Number(json.format.duration);
  return { codec: json.streams[0].codec_name, channels: json.streams[0].channels, duration, bitRate: (Number(json.format.size) * 8) / duration };
}

/** Seconds of sound a player hears: decoded to PCM (an MP3's header counts its encoder's padding too). */
async function heard(file: string): Promise<number> {
  const wav = `${file}.wav`;
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-map', '0:a:0', '-c:a', 'pcm_s16le', wav]);
  return (await probe(wav)).duration;
}

/** Integrated loudness (LUFS) and true peak (dBTP) of a file as a player decodes it, by ffmpeg's EBU R128 meter. */
async function meter(file: string): Promise<{ lufs: number; truePeak: number }> {
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], { maxBuffer: 64 * 1024 * 1024 });
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return { lufs: Number(/^\s+I:\s+(-?[\d.]+) LUFS/m.exec(summary)![1]), truePeak: Number(/^\s+Peak:\s+(-?[\d.]+|-inf) dBFS/m.exec(summary)![1]) };
}

async function loudness(file: string): Promise<number> {
  return (await meter(file)).lufs;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'renditions-'));
  [media, speech, db] = await Promise.all([makeMediaFiles(workDir), makeSpeech(workDir), createTestDatabase()]);
  clapped = await makeClapped(workDir);
});

afterAll(async () => {
  await db?.drop();
  await rm(workDir, { recursive: true, force: true });
});

it('should make a rendition that comes out over its true-peak ceiling again, under a lower limiter', async () => {
  // Under the -6 dBFS limiter these claps come out of the codecs at -2.3 (Opus) and -1.2 (AAC) dBTP: over a -3 dBTP ceiling.
  const dir = await mkdtemp(join(workDir, 'ceiling-'));
  const level = { gainDb: await gainToTarget(clapped), limitDb: LIMIT_DB };
  for (const { file } of await encodeRenditions(clapped, dir, level, undefined, -3)) expect((await meter(file)).truePeak).toBeLessThanOrEqual(-3);
});

describe.each(STORE_DRIVERS)('renditions on %s', (_name, start) => {
  let driver: StoreDriver;
  let published: { pattern: EventPattern; data: Record<string, unknown> }[];
  let service: MediaService;
  let jobs: RenditionRepository;
  let worker: RenditionWorker;
  let register: (file: string) => Promise<{ mediaKey: string; contentId: string }>;
  const settings = { ...DEFAULT_MEDIA_SETTINGS, renditionLeaseMs: 1500, renditionResumeIntervalMs: 0 };

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
      const actor = { id: randomUUID(), role: 'admin' as const };
      const { uploadURL } = await service.createUploadUrl({ actor });
      const bytes = await readFile(await distinctCopy(file));
      expect((await fetch(new URL(uploadURL, driver.http.origin), { method: 'PUT', body: bytes })).status).toBe(200);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      const contentId = randomUUID();
      await registration.register({ contentId, uploadKey: checked.uploadKey, uploadedBy: actor.id });
      const registered = await eventually(() => published.find((e) => e.pattern === 'media.registered.v1' && e.data.contentId === contentId));
      return { mediaKey: String(registered.data.mediaKey), contentId };
    };
  });

  afterAll(async () => {
    await driver.stop();
  });

  async function eventually<T>(probe: () => T | undefined): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = probe();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nothing was published');
  }

  async function download(key: string): Promise<string> {
    const file = join(workDir, `${randomUUID()}-${key.split('/').pop()}`);
    const stream = await driver.store.readRange(key, 0, (await driver.store.head(key))!.size - 1);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    await writeFile(file, Buffer.concat(chunks));
    return file;
  }

  it('should make Opus 32k and AAC 48k renditions of a lecture at -16 LUFS, as long as the original, once', async () => {
    const { mediaKey } = await register(speech);
    // Registration asks for them in its own transaction, on the rendition queue.
    expect(published.filter((e) => e.pattern === 'media.rendition.requested.v1').map((e) => e.data)).toContainEqual({ mediaKey });
    // Until they exist, nothing is listed and the lecture plays from its original.
    expect(await jobs.ready(mediaKey)).toEqual([]);

    expect(await worker.run(mediaKey)).toBe('done');
    const renditions = await jobs.ready(mediaKey);
    expect(renditions.map((r) => [r.kind, r.mimeType, r.bitRate])).toEqual([
      ['opus', 'audio/webm; codecs="opus"', 32_000],
      ['aac', 'audio/mp4; codecs="mp4a.40.2"', 48_000],
    ]);
    const folder = mediaKey.slice(0, mediaKey.lastIndexOf('/') + 1);
    expect(renditions.map((r) => r.objectKey)).toEqual([`${folder}rendition-opus.weba`, `${folder}rendition-aac.m4a`]);

    const original = await heard(await download(mediaKey));
    for (const [rendition, codec, target] of [[renditions[0], 'opus', 32_000], [renditions[1], 'aac', 48_000]] as const) {
      const file = await download(rendition.objectKey);
      const found = await probe(file);
      expect(found).toMatchObject({ codec, channels: 1 });
      expect(Math.abs((await heard(file)) - original)).toBeLessThanOrEqual(0.1);
      // Container overhead weighs on a 40 s file; within 20% of the target rate.
      expect(found.bitRate).toBeGreaterThan(target * 0.8);
      expect(found.bitRate).toBeLessThan(target * 1.2);
      expect(Math.abs((await loudness(file)) - RENDITION_LOUDNESS.integratedLufs)).toBeLessThanOrEqual(1);
    }

    // The same message again (a redelivery) changes nothing.
    expect(await worker.run(mediaKey)).toBe('skipped');
    expect(await jobs.ready(mediaKey)).toEqual(renditions);
  });

  it('should keep both renditions of a lecture with loud claps under -1 dBTP, still at -16 LUFS', async () => {
    // The claps' true peak in the upload, 30 dB over the speech, before the gain to the target.
    expect((await meter(clapped)).truePeak).toBeGreaterThan(-3);
    const { mediaKey } = await register(clapped);
    expect(await worker.run(mediaKey)).toBe('done');
    for (const rendition of await jobs.ready(mediaKey)) {
      const measured = await meter(await download(rendition.objectKey));
      expect(measured.truePeak).toBeLessThanOrEqual(RENDITION_LOUDNESS.truePeakDbtp);
      expect(Math.abs(measured.lufs - RENDITION_LOUDNESS.integratedLufs)).toBeLessThanOrEqual(1);
    }
  });

  it("should make a video lecture's renditions from its sound alone", async () => {
    const { mediaKey } = await register(media.videoMp4);
    expect(await worker.run(mediaKey)).toBe('done');
    const [opus] = await jobs.ready(mediaKey);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', await download(opus.objectKey)]);
    expect(stdout.trim()).toBe('audio');
  });

  it('should finish a rendition whose worker died mid-way, complete, when its lease lapses', async () => {
    const { mediaKey } = await register(speech);
    // A worker took the job and was killed after writing part of a file: its claim is all that is left.
    expect(await jobs.claim(mediaKey, settings.renditionLeaseMs)).toMatchObject({ attempt: 1 });
    const folder = mediaKey.slice(0, mediaKey.lastIndexOf('/') + 1);
    await driver.store.put(`${folder}rendition-opus.weba`, Buffer.from('half a file'));
    // Its message comes back while the lease holds: another worker leaves the job alone.
    expect(await worker.run(mediaKey)).toBe('skipped');

    const sentBus = { emit: jest.fn(async () => undefined) } as unknown as MessageBus;
    const resumer = new RenditionResumer(jobs, sentBus, settings);
    await new Promise((r) => setTimeout(r, settings.renditionLeaseMs + 200));
    expect(await resumer.resume()).toContain(mediaKey);
    expect(await worker.run(mediaKey)).toBe('done');
    const job = await jobs.find(mediaKey);
    expect(job).toMatchObject({ state: 'done', attempts: 2, reason: null });
    const original = await heard(await download(mediaKey));
    for (const r of job!.renditions) expect(Math.abs((await heard(await download(r.objectKey))) - original)).toBeLessThanOrEqual(0.1);
    // Resumed once: a second round sends nothing.
    expect(await resumer.resume()).not.toContain(mediaKey);
  });

  it('should hand back a job whose worker is stopped while ffmpeg runs, for another worker to finish', async () => {
    const { mediaKey } = await register(speech);
    const stopped = new RenditionWorker(jobs, driver.store, settings);
    const running = stopped.run(mediaKey);
    for (let i = 0; i < 200 && (await jobs.find(mediaKey))?.state !== 'running'; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300)); // ffmpeg is at work
    await stopped.onApplicationShutdown();
    expect(await running).toBe('released');
    expect(await jobs.find(mediaKey)).toMatchObject({ state: 'waiting', renditions: [] });

    const resumer = new RenditionResumer(jobs, { emit: jest.fn(async () => undefined) } as unknown as MessageBus, settings);
    expect(await resumer.resume()).toContain(mediaKey);
    expect(await worker.run(mediaKey)).toBe('done');
    expect((await jobs.ready(mediaKey)).map((r) => r.kind)).toEqual(['opus', 'aac']);
  });

  it('should let its message go once the job is claimed, make it once, and leave a job no worker takes in time to the resumer', async () => {
    // One worker; a message waits for it 300 ms here (5 min in production, under RabbitMQ's 30 min consumer timeout).
    const one = new RenditionWorker(jobs, driver.store, { ...settings, renditionWorkers: 1, renditionSlotWaitMs: 300 });
    const first = await register(speech);
    const second = await register(media.mp3);
    // Answered (so acknowledged) with the job claimed and ffmpeg still at work: a long ladder holds no delivery.
    expect(await one.accept(first.mediaKey)).toBe('taken');
    expect(await jobs.find(first.mediaKey)).toMatchObject({ state: 'running', attempts: 1, renditions: [] });
    // The worker is busy: the next message waits, then leaves its job waiting, unqueued, for the resumer.
    expect(await one.accept(second.mediaKey)).toBe('busy');
    expect(await jobs.find(second.mediaKey)).toMatchObject({ state: 'waiting', queuedAt: null, attempts: 0 });
    const resumer = new RenditionResumer(jobs, { emit: jest.fn(async () => undefined) } as unknown as MessageBus, settings);
    expect(await resumer.resume()).toEqual([second.mediaKey]);
    // The first message again while its job runs (a redelivery): nothing more is made.
    expect(await one.accept(first.mediaKey)).toBe('busy');

    for (let i = 0; i < 1200 && (await jobs.find(first.mediaKey))?.state === 'running'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await jobs.find(first.mediaKey)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await one.accept(second.mediaKey)).toBe('taken');
    await one.onApplicationShutdown();
    // Stopped mid-way, the job went back to waiting, for the resumer to send again.
    expect(await jobs.find(second.mediaKey)).toMatchObject({ state: 'waiting', renditions: [] });
    expect(await resumer.resume()).toEqual([second.mediaKey]);
    expect(await worker.run(second.mediaKey)).toBe('done');
  });

  it('should backfill lectures stored before renditions existed one at a time, only while no new lecture waits', async () => {
    const old = await register(media.mp3);
    // What the migration gives an original stored before this release: a backlog job, never queued.
    await db.dataSource.query(`UPDATE "media"."rendition_job" SET lane = 'backlog', queued_at = NULL WHERE media_key = $1`, [old.mediaKey]);
    const fresh = await register(media.wav);
    const resumer = new RenditionResumer(jobs, { emit: jest.fn(async () => undefined) } as unknown as MessageBus, settings);
    expect(await resumer.resume()).toEqual([]);
    expect(await worker.run(fresh.mediaKey)).toBe('done');
    expect(await resumer.resume()).toEqual([old.mediaKey]);
    // One at a time (RENDITION_BACKFILL_IN_FLIGHT = 1): nothing more while it is on the queue.
    expect(await resumer.resume()).toEqual([]);
    expect(await worker.run(old.mediaKey)).toBe('done');
    expect((await jobs.ready(old.mediaKey)).map((r) => r.kind)).toEqual(['opus', 'aac']);
  });

  it('should fail the renditions of a corrupt recording with a reason, and keep the original playable', async () => {
    const { mediaKey, contentId } = await register(speech);
    await service.applyVisibility({ contentId, objectKeys: [mediaKey], visibility: 'public' });
    // The stored bytes are damaged after registration (a bad disk, a broken copy).
    const bytes = await readFile(await download(mediaKey));
    for (let i = bytes.length >> 2; i < (bytes.length * 3) >> 2; i++) bytes[i] = (i * 7919) & 0xff;
    await driver.store.delete(mediaKey);
    await driver.store.put(mediaKey, bytes);

    expect(await worker.run(mediaKey)).toBe('failed');
    const job = await jobs.find(mediaKey);
    expect(job?.state).toBe('failed');
    expect(job?.reason).toMatch(/^The recording could not be converted: \S/);
    expect(await jobs.ready(mediaKey)).toEqual([]);
    await expect(service.authorizeRead({ objectKey: mediaKey, actor: null })).resolves.toMatchObject({ objectKey: mediaKey });
    // A failed job is not taken again by a redelivery.
    expect(await worker.run(mediaKey)).toBe('skipped');
  });

  it("should keep an unpublished lecture's renditions from visitors, follow publication, and go with the original", async () => {
    const { mediaKey, contentId } = await register(media.mp3);
    expect(await worker.run(mediaKey)).toBe('done');
    const [opus] = await jobs.ready(mediaKey);
    await expect(service.authorizeRead({ objectKey: opus.objectKey, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Staff who may play the original may play its renditions.
    await expect(service.authorizeRead({ objectKey: opus.objectKey, actor: { id: randomUUID(), role: 'admin' } })).resolves.toMatchObject({ visibility: 'private' });

    await service.applyVisibility({ contentId, objectKeys: [mediaKey], visibility: 'public' });
    await expect(service.authorizeRead({ objectKey: opus.objectKey, actor: null })).resolves.toMatchObject({ objectKey: opus.objectKey, visibility: 'public' });
    await service.applyVisibility({ contentId, objectKeys: [mediaKey], visibility: 'private' });
    await expect(service.authorizeRead({ objectKey: opus.objectKey, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A rendition key nobody finished is no way around the rules.
    const folder = mediaKey.slice(0, mediaKey.lastIndexOf('/') + 1);
    await expect(service.authorizeRead({ objectKey: `${folder}rendition-x.weba`, actor: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await service.deleteObjects({ contentId, objectKeys: [mediaKey] });
    expect(await driver.store.head(opus.objectKey)).toBeNull();
    expect(await jobs.find(mediaKey)).toBeNull();
  });
});
