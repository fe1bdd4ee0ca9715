import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { UploadIntakeService } from '@lectures/content/src/content/upload-intake.service';
import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { signUp } from '../testing/gateway-test-stack';
import { REGISTRATION_WAIT } from './media-gateway.service';
import { UPLOAD_ACCEPTED_MESSAGE } from './media.dto';
import { startMediaStack } from './media-test-stack';

jest.setTimeout(90_000);

/** A content service that takes its time: every item made from an upload waits until released. */
describe('registering an upload while the content service is slow', () => {
  let workDir: string;
  let media: MediaFiles;
  let stack: TestStack;
  let admin: TestAgent;
  let release: () => void = () => undefined;
  const savedWait = { ...REGISTRATION_WAIT };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'slow-content-'));
    media = await makeMediaFiles(workDir);
    stack = await startMediaStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    const intake = stack.services[0].app.get(UploadIntakeService);
    const make = intake.createFromUpload.bind(intake);
    jest.spyOn(intake, 'createFromUpload').mockImplementation(async (request) => {
      await held;
      return make(request);
    });
  });
  afterAll(async () => {
    Object.assign(REGISTRATION_WAIT, savedWait);
    release();
    await stack.close();
    await rm(workDir, { recursive: true, force: true });
  });

  let held: Promise<void> = Promise.resolve();
  const hold = (): void => {
    held = new Promise((resolve) => (release = resolve));
  };

  async function uploaded(title: string) {
    const origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    // A copy of its own: the library keeps each recording once.
    expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(await distinctCopy(media.mp3)) })).status).toBe(200);
    return { mediaURL: uploadURL, title, description: null, fileCreatedAt: null, fileName: 'a.mp3', durationSeconds: null };
  }

  const itemsTitled = async (title: string) =>
    ((await admin.get('/api/content/admin').query({ q: title }).expect(200)).body as { content: ContentDto[] }).content.filter((i) => i.title === title);

  it('should answer with the item when content made it after the first ask timed out', async () => {
    const body = await uploaded('Made after the first ask');
    hold();
    setTimeout(() => release(), 6000);
    const res = await admin.put('/api/media-uploads').send(body);
    expect(res.status).toBe(200);
    expect((res.body as ContentDto).title).toBe('Made after the first ask');
    expect(await itemsTitled('Made after the first ask')).toHaveLength(1);
  });

  it('should answer 202 when content does not answer at all, and make the item once, when it can', async () => {
    REGISTRATION_WAIT.secondAskMs = 1000;
    const body = await uploaded('Made when content is back');
    hold();
    const res = await admin.put('/api/media-uploads').send(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: UPLOAD_ACCEPTED_MESSAGE });
    release();
    for (let i = 0; i < 100 && (await itemsTitled('Made when content is back')).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    expect(await itemsTitled('Made when content is back')).toHaveLength(1);
  });
});
