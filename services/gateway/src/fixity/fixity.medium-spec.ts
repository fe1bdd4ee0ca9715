import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { AuditEntry, ContentDto, FixityReport } from '@lectures/proto';
import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { startMediaStack } from '../media/media-test-stack';
import { signUp } from '../testing/gateway-test-stack';

jest.setTimeout(120_000);

let workDir: string;
let media: MediaFiles;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-fixity-'));
  media = await makeMediaFiles(workDir);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('the fixity audit as admins see it', () => {
  let stack: TestStack;
  let admin: TestAgent;

  beforeAll(async () => {
    // Every original is due again 200 ms after its last read: the background audit runs as in production, only sooner.
    stack = await startMediaStack('in-process', { settings: { fixityIntervalMs: 200, fixityBytesPerSecond: 10 * 1024 * 1024 } });
    admin = (await signUp(stack, 'admin')).agent;
  });

  afterAll(async () => {
    await stack?.close();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  it('should be for admins only', async () => {
    expect((await request(stack.server).get('/api/fixity')).status).toBe(401);
    expect((await (await signUp(stack, 'contributor')).agent.get('/api/fixity')).status).toBe(403);
  });

  it('should report a changed original in the report and once in the audit log', async () => {
    const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    await admin.put(uploadURL).send(await readFile(await distinctCopy(media.mp3))).expect(200);
    const created = (await admin.put('/api/media-uploads').send({ mediaURL: uploadURL, title: 'Patience' }).expect(200)).body as ContentDto;
    const item = await eventually(async () => {
      const found = (await admin.get(`/api/content/${created.id}`)).body as ContentDto;
      return found.mediaUrl ? found : undefined;
    }, 'the media is registered');
    const mediaKey = item.mediaUrl!.slice('/api/media/'.length);
    await eventually(async () => (((await admin.get('/api/fixity')).body as FixityReport).intact === 1 ? true : undefined), 'the original was found intact');

    // One byte changes on disk, behind the product's back.
    const file = join(stack.runtime.dataDir, 'objects', ...mediaKey.split('/'));
    const bytes = await readFile(file);
    bytes[bytes.length >> 1] ^= 0x01;
    await writeFile(file, bytes);

    const report = await eventually(async () => {
      const body = (await admin.get('/api/fixity').expect(200)).body as FixityReport;
      return body.problems.length > 0 ? body : undefined;
    }, 'the audit found the change');
    expect(report.problems).toEqual([expect.objectContaining({ objectKey: mediaKey, contentId: item.id, problem: 'changed' })]);
    const entries = await eventually(async () => {
      const list = (await admin.get('/api/audit?action=media.fixity-failed').expect(200)).body as { entries?: AuditEntry[] } | AuditEntry[];
      const rows = Array.isArray(list) ? list : (list.entries ?? []);
      return rows.length > 0 ? rows : undefined;
    }, 'the audit log has the finding');
    // Several passes later (every 200 ms) there is still one entry.
    await new Promise((r) => setTimeout(r, 1000));
    const again = (await admin.get('/api/audit?action=media.fixity-failed').expect(200)).body as { entries?: AuditEntry[] } | AuditEntry[];
    expect(Array.isArray(again) ? again : again.entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'media.fixity-failed', target: item.id, detail: expect.objectContaining({ objectKey: mediaKey, problem: 'changed' }) });
  });

  it('should write a finding delivered twice once', async () => {
    const finding = {
      findingId: randomUUID(),
      objectKey: `media/${randomUUID()}/original.mp3`,
      contentId: null,
      problem: 'missing' as const,
      expectedSha256: 'a'.repeat(64),
      actualSha256: null,
      detectedAt: new Date().toISOString(),
    };
    const bus = stack.services[1].bus;
    await bus.emit('media.fixity-failed.v1', finding);
    await bus.emit('media.fixity-failed.v1', finding);
    const rows = await eventually(async () => {
      const found = await stack.services[2].dataSource.query<{ id: string }[]>(`SELECT id FROM "gateway"."audit_log" WHERE detail->>'key' = $1`, [finding.findingId]);
      return found.length > 0 ? found : undefined;
    }, 'the finding is recorded');
    await new Promise((r) => setTimeout(r, 300));
    expect(rows).toHaveLength(1);
    expect(await stack.services[2].dataSource.query(`SELECT id FROM "gateway"."audit_log" WHERE detail->>'key' = $1`, [finding.findingId])).toHaveLength(1);
  });
});
