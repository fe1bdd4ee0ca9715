import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto, RenditionDto } from '@lectures/proto';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from './media-test-stack';

jest.setTimeout(180_000);
const run = promisify(execFile);

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-hls-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** A 4 s 640x360 video the test makes, distinct per call (its bytes are a lecture's fingerprint). */
async function makeVideo(name: string): Promise<string> {
  const file = join(workDir, `${name}.mp4`);
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=4', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100:duration=4',
    '-metadata', `comment=${name}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 900; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** The URIs a playlist names, resolved against its own URL as a player resolves them. */
function urisOf(playlist: string, base: string): string[] {
  return playlist
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((uri) => new URL(uri, `http://host${base}`).pathname);
}

describe.each([
  ['disk', 'in-process'],
  ['s3', 'rmq'],
] as const)('HLS through the gateway with %s storage over the %s bus', (driver, transport) => {
  let stack: TestStack;
  let s3: TestS3 | undefined;
  let admin: TestAgent;
  let item: ContentDto;
  let hls: RenditionDto;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startTestS3() : undefined;
    stack = await startMediaStack(transport, { s3 });
    admin = (await signUp(stack, 'admin')).agent;
    const uploadURL = ((await admin.post('/api/objects/upload')).body as { uploadURL: string }).uploadURL;
    const origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(await makeVideo(`talk-${driver}`)) })).status).toBe(200);
    const created = await admin.put('/api/media-uploads').send({ mediaURL: uploadURL, title: 'A video lecture', description: null, fileCreatedAt: null, fileName: 'talk.mp4', durationSeconds: null });
    expect(created.status).toBe(200);
    const id = (created.body as ContentDto).id;
    item = await eventually(async () => {
      const found = (await admin.get(`/api/content/${id}`)).body as ContentDto;
      return found.renditions?.some((r) => r.kind === 'hls') ? found : undefined;
    }, 'the HLS ladder is listed');
    hls = item.renditions!.find((r) => r.kind === 'hls')!;
  });

  afterAll(async () => {
    await stack?.close();
    await s3?.stop();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  /** A segment as a player gets it, following S3's redirect. */
  async function segment(agent: TestAgent, url: string): Promise<{ status: number; type?: string; bytes: number }> {
    const res = await agent.get(url).redirects(0).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    if (res.status !== 302) return { status: res.status, type: res.headers['content-type'], bytes: (res.body as Buffer).length };
    expect(driver).toBe('s3');
    const direct = await fetch(res.headers.location);
    return { status: direct.status, type: direct.headers.get('content-type') ?? undefined, bytes: (await direct.arrayBuffer()).byteLength };
  }

  it('should list the master playlist beside the sound renditions, with the top rung as its bit rate', () => {
    const folder = item.mediaUrl!.slice(0, item.mediaUrl!.lastIndexOf('/') + 1);
    expect(item.renditions!.map((r) => r.kind)).toEqual(['opus', 'aac', 'hls']);
    expect(hls).toEqual({ kind: 'hls', mimeType: 'application/vnd.apple.mpegurl', bitRate: expect.any(Number), size: expect.any(Number), url: `${folder}hls/master.m3u8` });
    expect(hls.bitRate).toBeGreaterThan(100_000);
  });

  it("should refuse an unpublished lecture's playlists and segments to visitors, and serve them to staff as playlists and MPEG-TS", async () => {
    const master = await admin.get(hls.url).redirects(0);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const variants = urisOf(master.text, hls.url);
    expect(variants.map((v) => v.split('/').pop())).toEqual(['360p.m3u8', 'audio.m3u8']);
    const rung = await admin.get(variants[0]).redirects(0);
    expect(rung.status).toBe(200);
    expect(rung.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const segments = urisOf(rung.text, variants[0]);
    expect(segments.length).toBeGreaterThan(0);
    for (const url of segments) expect(await segment(admin, url)).toMatchObject({ status: 200, type: 'video/mp2t', bytes: expect.any(Number) });

    for (const url of [hls.url, variants[0], segments[0]]) {
      const res = await request(stack.server).get(url).redirects(0);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Media file not found' });
    }
  });

  it('should open the ladder to everyone once published, and delete it with the lecture', async () => {
    expect((await admin.post(`/api/content/${item.id}/approve`)).status).toBe(200);
    const visitor = request.agent(stack.server);
    const master = await eventually(async () => {
      const res = await visitor.get(hls.url).redirects(0);
      return res.status === 200 ? res : undefined;
    }, 'the master playlist is public');
    const [rungUrl] = urisOf(master.text, hls.url);
    const rung = await visitor.get(rungUrl).redirects(0);
    const [first] = urisOf(rung.text, rungUrl);
    expect(await segment(visitor, first)).toMatchObject({ status: 200, type: 'video/mp2t' });
    const published = (await request(stack.server).get(`/api/content/public/${item.id}`)).body as ContentDto;
    expect(published.renditions).toContainEqual(hls);

    expect((await admin.delete(`/api/content/${item.id}`)).status).toBe(200);
    // The folder is deleted object by object in the background: wait for the last of those asserted.
    for (const url of [first, hls.url]) {
      await eventually(async () => ((await admin.get(url).redirects(0)).status === 404 ? true : undefined), `${url} is deleted`);
    }
  });
});
