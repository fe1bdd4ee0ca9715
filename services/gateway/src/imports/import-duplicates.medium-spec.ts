import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { ContentDto, ImportDto, ImportFileDto } from '@lectures/proto';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startMediaStack } from '../media/media-test-stack';

jest.setTimeout(180_000);

const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];

function tagged(path: string, frequency: number, tags: Record<string, string>): void {
  const metadata = Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]);
  execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=2`, '-ac', '1', '-b:a', '32k', ...metadata, path]);
}

/** Duplicates by content and metadata from tags, with the "uploads" work's SHA-256 and tag reader. */
describe('imports: duplicates and tags', () => {
  let stack: TestStack;
  let sources: string;
  let admin: TestAgent;

  beforeAll(async () => {
    sources = await mkdtemp(join(tmpdir(), 'import-dupes-'));
    stack = await startMediaStack('rmq', { importSources: { directories: [sources], buckets: [], s3: null } });
    admin = request.agent(stack.server);
    await admin.post('/api/auth/register').send({ username: 'archivist', password: 'archive-pass-1', confirmPassword: 'archive-pass-1' }).expect(201);
  });

  afterAll(async () => {
    await stack?.close();
    await rm(sources, { recursive: true, force: true });
  });

  async function finished(body: object): Promise<{ done: ImportDto; files: ImportFileDto[] }> {
    const created = (await admin.post('/api/imports').send(body).expect(201)).body as ImportDto;
    for (let i = 0; i < 400; i++) {
      const done = (await admin.get(`/api/imports/${created.id}`).expect(200)).body as ImportDto;
      if (done.state === 'finished') return { done, files: ((await admin.get(`/api/imports/${created.id}/files?limit=500`).expect(200)).body as { files: ImportFileDto[] }).files };
      await new Promise((r) => setTimeout(r, 250));
    }
    const files = ((await admin.get(`/api/imports/${created.id}/files?limit=500`).expect(200)).body as { files: ImportFileDto[] }).files;
    throw new Error(`import did not finish: ${JSON.stringify(files.map((f) => [f.path, f.state, f.reason, f.attempts]))}`);
  }

  it('should take title, speaker, series, part and date from tags (Arabic included), with the manifest over them', async () => {
    const root = join(sources, 'tagged');
    await mkdir(join(root, 'Folder Speaker', 'Folder Series'), { recursive: true });
    tagged(join(root, 'Folder Speaker', 'Folder Series', '09 - folder title.mp3'), 301, { title: 'الصبر عند البلاء', artist: 'الشيخ أحمد', album: 'دروس الصبر', track: '3', date: '2009-03-14', comment: 'Recorded at the masjid', genre: 'Fiqh' });
    tagged(join(root, 'Folder Speaker', 'Folder Series', '10 - other.mp3'), 302, { title: 'Tag title', artist: 'Tag Speaker' });
    const manifest = Buffer.from('path,speaker\n"Folder Speaker/Folder Series/10 - other.mp3",Manifest Speaker\n').toString('base64');
    const { files } = await finished({ source: { kind: 'directory', path: root }, dryRun: false, manifest: { format: 'csv', base64: manifest } });
    const arabic = files.find((f) => f.path.startsWith('Folder Speaker/Folder Series/09'))!;
    expect(arabic.metadata).toMatchObject({ title: 'الصبر عند البلاء', speaker: 'الشيخ أحمد', seriesName: 'دروس الصبر', seriesPart: 3, recordedOn: '2009-03-14', description: 'Recorded at the masjid', tags: ['Fiqh'] });
    const item = (await admin.get(`/api/content/${arabic.contentId}`).expect(200)).body as ContentDto;
    expect(item).toMatchObject({ title: 'الصبر عند البلاء', speaker: 'الشيخ أحمد', seriesName: 'دروس الصبر', seriesPart: 3, recordedOn: '2009-03-14' });
    const other = files.find((f) => f.path.endsWith('10 - other.mp3'))!;
    expect(other.metadata).toMatchObject({ title: 'Tag title', speaker: 'Manifest Speaker', seriesName: 'Folder Series', seriesPart: 10, origins: { title: 'tags', speaker: 'manifest', seriesName: 'folder' } });
  });

  it('should create nothing when the same import runs twice, and import the same file twice in one batch once', async () => {
    const root = join(sources, 'twice');
    await mkdir(root, { recursive: true });
    tagged(join(root, 'a.mp3'), 401, { title: 'Once' });
    await copyFile(join(root, 'a.mp3'), join(root, 'b copy of a.mp3'));
    tagged(join(root, 'c.mp3'), 402, { title: 'Another' });
    const first = await finished({ source: { kind: 'directory', path: root }, dryRun: false });
    expect(first.done.counts).toMatchObject({ total: 3, duplicates: 1, failed: 0 });
    // Whichever of the two was stored first, the other is its duplicate (they are taken eight at a time).
    const pair = first.files.filter((f) => f.path === 'a.mp3' || f.path === 'b copy of a.mp3');
    const original = pair.find((f) => f.state !== 'duplicate')!;
    const twin = pair.find((f) => f !== original)!;
    expect(twin).toMatchObject({ state: 'duplicate', duplicateOf: { contentId: original.contentId, title: 'Once' } });
    const before = ((await admin.get('/api/content').expect(200)).body as ContentDto[]).length;

    const second = await finished({ source: { kind: 'directory', path: root }, dryRun: false });
    expect(second.done.counts).toMatchObject({ total: 3, duplicates: 3, failed: 0, stored: 0 });
    expect(((await admin.get('/api/content').expect(200)).body as ContentDto[]).length).toBe(before);
  });

});
