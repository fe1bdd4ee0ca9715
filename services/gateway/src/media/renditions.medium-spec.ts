import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto, RenditionDto } from '@lectures/proto';
import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from './media-test-stack';

jest.setTimeout(120_000);

let workDir: string;
let media: MediaFiles;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-renditions-'));
  media = await makeMediaFiles(workDir);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

// Disk over the in-process bus (embedded mode: the worker in the same process), S3 over RabbitMQ.
describe.each([
  ['disk', 'in-process'],
  ['s3', 'rmq'],
] as const)('renditions through the gateway with %s storage over the %s bus', (driver, transport) => {
  let stack: TestStack;
  let s3: TestS3 | undefined;
  let admin: TestAgent;
  let item: ContentDto;
  let renditions: RenditionDto[];

  beforeAll(async () => {
    s3 = driver === 's3' ? await startTestS3() : undefined;
    stack = await startMediaStack(transport, { s3 });
    admin = (await signUp(stack, 'admin')).agent;
    const uploadURL = ((await admin.post('/api/objects/upload')).body as { uploadURL: string }).uploadURL;
    const origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(await distinctCopy(media.mp3)) })).status).toBe(200);
    const created = await admin.put('/api/media-uploads').send({ mediaURL: uploadURL, title: 'A lecture', description: null, fileCreatedAt: null, fileName: 'tone.mp3', durationSeconds: null });
    expect(created.status).toBe(200);
    const id = (created.body as ContentDto).id;
    item = await eventually(async () => {
      const found = (await admin.get(`/api/content/${id}`)).body as ContentDto;
      return found.renditions?.length ? found : undefined;
    }, 'the renditions are listed');
    renditions = item.renditions!;
  });

  afterAll(async () => {
    await stack?.close();
    await s3?.stop();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  /** What a player gets for a URL: the bytes' type, following S3's redirect like a browser. */
  async function play(agent: TestAgent, url: string): Promise<{ status: number; type?: string }> {
    const res = await agent.get(url).set('Range', 'bytes=0-99').redirects(0);
    if (res.status !== 302) return { status: res.status, type: res.headers['content-type'] };
    expect(driver).toBe('s3');
    const direct = await fetch(res.headers.location, { headers: { Range: 'bytes=0-99' } });
    return { status: direct.status, type: direct.headers.get('content-type') ?? undefined };
  }

  it('should list the Opus and AAC renditions beside the original, served by the media route', () => {
    const folder = item.mediaUrl!.slice(0, item.mediaUrl!.lastIndexOf('/') + 1);
    expect(renditions).toEqual([
      { kind: 'opus', mimeType: 'audio/webm; codecs="opus"', bitRate: 32_000, size: expect.any(Number), url: `${folder}rendition-opus.weba` },
      { kind: 'aac', mimeType: 'audio/mp4; codecs="mp4a.40.2"', bitRate: 48_000, size: expect.any(Number), url: `${folder}rendition-aac.m4a` },
    ]);
  });

  it("should refuse an unpublished lecture's renditions to visitors as it refuses the original, and play them for staff", async () => {
    for (const url of [item.mediaUrl!, ...renditions.map((r) => r.url)]) {
      const res = await request(stack.server).get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Media file not found' });
    }
    expect(await play(admin, renditions[0].url)).toEqual({ status: 206, type: 'audio/webm' });
    expect(await play(admin, renditions[1].url)).toEqual({ status: 206, type: 'audio/mp4' });
  });

  it('should open them to everyone once published, list them on the public item, and delete them with the lecture', async () => {
    expect((await admin.post(`/api/content/${item.id}/approve`)).status).toBe(200);
    const visitor = request.agent(stack.server);
    await eventually(async () => ((await play(visitor, renditions[0].url)).status === 206 ? true : undefined), 'the rendition is public');
    const published = (await request(stack.server).get(`/api/content/public/${item.id}`)).body as ContentDto;
    expect(published.renditions).toEqual(renditions);
    // Lists stay as SPEC has them: renditions are read with one item.
    const list = (await request(stack.server).get('/api/content/public')).body as ContentDto[];
    expect(list.find((c) => c.id === item.id)).not.toHaveProperty('renditions');

    expect((await admin.delete(`/api/content/${item.id}`)).status).toBe(200);
    await eventually(async () => ((await play(admin, renditions[0].url)).status === 404 ? true : undefined), 'the renditions are deleted');
  });
});
