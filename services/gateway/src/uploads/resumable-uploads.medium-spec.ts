import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import type { RunningService } from '@lectures/platform';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { startGatewayReplica, startMediaStack } from '../media/media-test-stack';
import { ResumableUploads } from './resumable-uploads.service';

jest.setTimeout(180_000);

const run = promisify(execFile);
let workDir: string;
/** Ten megabytes of real audio: more than one 8 MB S3 part. */
let lecture: Buffer;
let lectureFile: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'resumable-'));
  lectureFile = join(workDir, 'lecture.wav');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=60', '-ac', '2', lectureFile]);
  lecture = await readFile(lectureFile);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const TUS = { 'Tus-Resumable': '1.0.0' };

/** A signed-in person as a browser holds them: the session cookie. */
interface Person {
  cookie: string;
}

async function signUp(origin: string, role: 'admin' | 'contributor' | 'viewer'): Promise<Person> {
  const username = `${role}${Math.random().toString(36).slice(2, 8)}`;
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123', role }),
  });
  expect(res.status).toBe(201);
  return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

async function create(origin: string, who: Person | null, size: number, name = 'lecture.wav'): Promise<Response> {
  return fetch(`${origin}/api/uploads`, {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': `filename ${Buffer.from(name).toString('base64')}`, ...(who ? { Cookie: who.cookie } : {}) },
  });
}

async function offsetOf(origin: string, who: Person, location: string): Promise<number> {
  const res = await fetch(`${origin}${location}`, { method: 'HEAD', headers: { ...TUS, Cookie: who.cookie } });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

async function patch(origin: string, who: Person, location: string, offset: number, bytes: Buffer): Promise<Response> {
  return fetch(`${origin}${location}`, {
    method: 'PATCH',
    headers: { ...TUS, Cookie: who.cookie, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
}

/** Sends `bytes` from `offset` and loses the connection after `cutAfter` of them, as a dropped network does. */
async function patchCut(origin: string, who: Person, location: string, offset: number, bytes: Buffer, cutAfter: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = httpRequest(`${origin}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, Cookie: who.cookie, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': bytes.length },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 300));
  });
}

/** Resumes from what the server holds, as tus clients do after a cut. */
async function resume(origin: string, who: Person, location: string, bytes: Buffer): Promise<void> {
  const offset = await offsetOf(origin, who, location);
  const res = await patch(origin, who, location, offset, bytes.subarray(offset));
  expect(res.status).toBe(204);
  expect(Number(res.headers.get('upload-offset'))).toBe(bytes.length);
}

async function register(origin: string, who: Person, mediaURL: string, title: string | null = 'A resumed lecture'): Promise<Response> {
  return fetch(`${origin}/api/media-uploads`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: who.cookie },
    body: JSON.stringify({ mediaURL, title, description: null, fileCreatedAt: null, fileName: 'lecture.wav', durationSeconds: null }),
  });
}

/** The stored original's bytes once media-storage has registered it, read through the API like a player. */
async function storedBytes(origin: string, who: Person, id: string): Promise<Buffer> {
  let item: ContentDto | undefined;
  for (let i = 0; i < 200 && !item?.mediaUrl; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    item = (await (await fetch(`${origin}/api/content/${id}`, { headers: { Cookie: who.cookie } })).json()) as ContentDto;
  }
  expect(item?.mediaUrl).toBeTruthy();
  const res = await fetch(`${origin}${item!.mediaUrl}`, { headers: { Cookie: who.cookie } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('resumable uploads on disk (embedded mode)', () => {
  let stack: TestStack;
  let origin: string;
  let admin: Person;
  let contributor: Person;

  beforeAll(async () => {
    stack = await startMediaStack('in-process');
    origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    admin = await signUp(origin, 'admin');
    contributor = await signUp(origin, 'contributor');
  });

  afterAll(async () => {
    await stack?.close();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  it('should require a session and an uploader role', async () => {
    expect((await create(origin, null, 10)).status).toBe(401);
    expect((await create(origin, await signUp(origin, 'viewer'), 10)).status).toBe(403);
  });

  it('should refuse a declared size over the limit before a byte is sent', async () => {
    const res = await create(origin, contributor, 524_288_001);
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/larger than the 500 MB limit/);
  });

  it('should continue an upload cut at about half from the last byte kept, byte for byte', async () => {
    const created = await create(origin, contributor, lecture.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    await patchCut(origin, contributor, location, 0, lecture, lecture.length >> 1);
    const kept = await offsetOf(origin, contributor, location);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(lecture.length);
    // Not finished: registering now is refused and keeps the upload.
    const early = await register(origin, contributor, location);
    expect(early.status).toBe(400);
    expect(((await early.json()) as { message: string }).message).toMatch(/not finished/);

    await resume(origin, contributor, location, lecture);
    const res = await register(origin, contributor, location);
    expect(res.status).toBe(200);
    const item = (await res.json()) as ContentDto;
    expect(item).toMatchObject({ title: 'A resumed lecture', mediaType: 'audio', mediaFileSize: lecture.length });
    expect(sha256(await storedBytes(origin, admin, item.id))).toBe(sha256(lecture));
  });

  it("should let nobody but its owner continue someone's upload", async () => {
    const location = (await create(origin, contributor, lecture.length)).headers.get('location')!;
    const other = await signUp(origin, 'contributor');
    expect((await fetch(`${origin}${location}`, { method: 'HEAD', headers: { ...TUS, Cookie: other.cookie } })).status).toBe(403);
    expect((await patch(origin, other, location, 0, lecture.subarray(0, 100))).status).toBe(403);
  });

  it('should answer a file already in the library with 409 naming the lecture, through either flow', async () => {
    const again = (await create(origin, admin, lecture.length)).headers.get('location')!;
    expect((await patch(origin, admin, again, 0, lecture)).status).toBe(204);
    const res = await register(origin, admin, again, 'Same file, other name');
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; duplicateOf: { id: string; title: string } };
    expect(body).toEqual({
      message: 'This file is already in the library as “A resumed lecture”',
      duplicateOf: { id: expect.any(String), title: 'A resumed lecture' },
    });
    // SPEC's single PUT flow finds the same lecture.
    const { uploadURL } = (await (await fetch(`${origin}/api/objects/upload`, { method: 'POST', headers: { Cookie: admin.cookie } })).json()) as { uploadURL: string };
    expect((await fetch(`${origin}${uploadURL}`, { method: 'PUT', body: lecture })).status).toBe(200);
    const single = await register(origin, admin, uploadURL);
    expect(single.status).toBe(409);
    expect(((await single.json()) as { duplicateOf: unknown }).duplicateOf).toEqual(body.duplicateOf);
  });

  it('should refuse an empty file and a file that is not media with a clear 4xx', async () => {
    const empty = await create(origin, contributor, 0);
    expect(empty.status).toBe(201);
    const refused = await register(origin, contributor, empty.headers.get('location')!);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('The file is empty (0 bytes): choose the recording again');

    const text = Buffer.from('Lecture notes, not audio.\n'.repeat(400));
    const location = (await create(origin, contributor, text.length)).headers.get('location')!;
    expect((await patch(origin, contributor, location, 0, text)).status).toBe(204);
    const res = await register(origin, contributor, location);
    expect(res.status).toBe(415);
  });

  it('should remove an unfinished upload and its bytes once it expires', async () => {
    const location = (await create(origin, contributor, lecture.length)).headers.get('location')!;
    await patchCut(origin, contributor, location, 0, lecture, lecture.length >> 2);
    const staged = join(stack.runtime.dataDir, 'objects', '.tus', 'incoming');
    const id = location.split('/').pop()!;
    expect(await readdir(staged)).toEqual(expect.arrayContaining([id, `${id}.json`]));
    const uploads = stack.services[2].app.get(ResumableUploads);
    expect(await uploads.removeExpired()).toBe(0);
    await inTheFuture(25, () => uploads.removeExpired());
    expect(await readdir(staged)).not.toContain(id);
    expect(await readdir(staged)).not.toContain(`${id}.json`);
    expect((await fetch(`${origin}${location}`, { method: 'HEAD', headers: { ...TUS, Cookie: contributor.cookie } })).status).toBe(404);
  });
});

describe('resumable uploads on S3 across two gateway replicas (distributed mode)', () => {
  let s3: TestS3;
  let stack: TestStack;
  let replica: RunningService;
  let first: string;
  let second: string;
  let admin: Person;

  beforeAll(async () => {
    s3 = await startTestS3();
    stack = await startMediaStack('rmq', { s3, redis: true });
    replica = await startGatewayReplica(stack, { s3 });
    first = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    second = `http://127.0.0.1:${((replica.app.getHttpServer() as import('node:http').Server).address() as AddressInfo).port}`;
    admin = await signUp(first, 'admin');
  });

  afterAll(async () => {
    await replica?.close();
    await stack?.close();
    await s3?.stop();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  it('should continue on another replica an upload cut on the first, byte for byte', async () => {
    const contributor = await signUp(first, 'contributor');
    const location = (await create(first, contributor, lecture.length)).headers.get('location')!;
    await patchCut(first, contributor, location, 0, lecture, lecture.length >> 1);
    await resume(second, contributor, location, lecture);
    const res = await register(second, contributor, location);
    expect(res.status).toBe(200);
    const item = (await res.json()) as ContentDto;
    expect(sha256(await storedBytes(first, admin, item.id))).toBe(sha256(lecture));
    // The incoming object and the upload's info are gone or moved: nothing left under incoming/ but what the sweep takes.
    const left = await s3.store.listOlderThan(`incoming/${location.split('/').pop()}`, new Date(Date.now() + 60_000));
    expect(left.map((o) => o.key).filter((k) => !k.endsWith('.info'))).toEqual([]);
  });

  it('should abort an expired multipart upload and remove its parts', async () => {
    const location = (await create(first, admin, lecture.length)).headers.get('location')!;
    await patchCut(first, admin, location, 0, lecture, lecture.length >> 1);
    // The server stores what arrived before the cut after the client has gone (its last, short
    // part as a '.part' object): wait until it holds some, or the expiry below races that write.
    for (let i = 0; i < 100 && (await offsetOf(first, admin, location)) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await offsetOf(first, admin, location)).toBeGreaterThan(0);
    const key = `incoming/${location.split('/').pop()}`;
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const inProgress = async () => ((await client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }))).Uploads ?? []).map((u) => u.Key);
    expect(await inProgress()).toContain(key);
    await s3.ageMultipartUploads(25);
    await stack.services[2].app.get(ResumableUploads).removeExpired();
    expect(await inProgress()).not.toContain(key);
    const left = await s3.store.listOlderThan(key, new Date(Date.now() + 60_000));
    expect(left).toEqual([]);
    client.destroy();
  });
});

/** Runs `work` with the clock `hours` ahead (timers keep real time). */
async function inTheFuture<T>(hours: number, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({ now: Date.now() + hours * 3_600_000, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}

