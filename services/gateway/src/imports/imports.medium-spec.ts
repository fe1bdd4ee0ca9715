import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { ContentDto, ImportDto, ImportFileDto } from '@lectures/proto';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { startMediaStack } from '../media/media-test-stack';

jest.setTimeout(180_000);

const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];

/** A short MP3 made with ffmpeg, with its own tags when given. */
function mp3(path: string, seconds = 2, tags: Record<string, string> = {}, frequency = 440): void {
  const metadata = Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]);
  execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-ac', '1', '-b:a', '32k', ...metadata, path]);
}

async function makeTree(root: string, files: Record<string, (path: string) => void | Promise<void>>): Promise<void> {
  for (const [rel, make] of Object.entries(files)) {
    const path = join(root, ...rel.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await make(path);
  }
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Imports over RabbitMQ and PostgreSQL with content, media-storage and the gateway; server-side sources on disk and in S3. */
describe('imports', () => {
  let stack: TestStack;
  let s3: TestS3;
  let sources: string;
  let admin: TestAgent;
  let frequency = 200;
  /** Each file's bytes differ (another tone), so no two are the same recording. */
  const tone = (seconds = 2, tags: Record<string, string> = {}) => (path: string) => mp3(path, seconds, tags, (frequency += 7));

  beforeAll(async () => {
    sources = await mkdtemp(join(tmpdir(), 'import-sources-'));
    s3 = await startTestS3('archive-bucket');
    stack = await startMediaStack('rmq', {
      importSources: {
        directories: [sources],
        buckets: ['archive-bucket'],
        s3: { endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
      },
    });
    admin = request.agent(stack.server);
    await admin.post('/api/auth/register').send({ username: 'archivist', password: 'archive-pass-1', confirmPassword: 'archive-pass-1' }).expect(201);
  });

  afterAll(async () => {
    await stack?.close();
    await s3?.stop();
    await rm(sources, { recursive: true, force: true });
  });

  async function until(importId: string, done: (i: ImportDto) => boolean, timeoutMs = 90_000): Promise<ImportDto> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const current = (await admin.get(`/api/imports/${importId}`).expect(200)).body as ImportDto;
      if (done(current)) return current;
      if (Date.now() > end) throw new Error(`import not there: ${JSON.stringify(current)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async function files(importId: string): Promise<ImportFileDto[]> {
    return ((await admin.get(`/api/imports/${importId}/files?limit=500`).expect(200)).body as { files: ImportFileDto[] }).files;
  }

  const byPath = (list: ImportFileDto[], path: string) => list.find((f) => f.path === path)!;

  describe('routes', () => {
    it('should require authentication', async () => {
      await request(stack.server).get('/api/imports').expect(401);
      await request(stack.server).post('/api/imports').send({ source: { kind: 'upload' }, dryRun: true }).expect(401);
    });

    it('should refuse contributors', async () => {
      const contributor = request.agent(stack.server);
      await contributor.post('/api/auth/register').send({ username: 'assistant', password: 'quiet-river-42', confirmPassword: 'quiet-river-42', role: 'contributor' }).expect(201);
      await contributor.get('/api/imports').expect(403);
      await contributor.put('/api/transcription/backlog').send({ paused: true }).expect(403);
    });

    it('should reject a request without dryRun, an unreadable manifest and a directory outside the allowed ones', async () => {
      await admin.post('/api/imports').send({ source: { kind: 'upload' } }).expect(400);
      const manifest = await admin.post('/api/imports').send({ source: { kind: 'upload' }, dryRun: true, manifest: { format: 'json', base64: b64('{"nope": 1}') } }).expect(400);
      expect((manifest.body as { message: string }).message).toContain('Manifest');
      const outside = (await admin.post('/api/imports').send({ source: { kind: 'directory', path: '/etc' }, dryRun: true }).expect(201)).body as ImportDto;
      const ended = await until(outside.id, (i) => i.state === 'finished');
      expect(ended.error).toContain('not inside a directory allowed for imports');
    });
  });

  it('should show in a dry run what each file becomes, from folder names with the manifest over them, and create nothing', async () => {
    const root = join(sources, 'sermons');
    await makeTree(root, {
      'Sheikh Ahmad/Patience/01 - Opening.mp3': tone(),
      'Sheikh Ahmad/Patience/02 - Trials.mp3': tone(),
      'Imam Yusuf/2009-03-14 Friday sermon.mp3': tone(),
    });
    const manifest = 'path,speaker,title,date\n"Sheikh Ahmad/Patience/02 - Trials.mp3",Shaykh Ahmad ibn Ali,Trials and patience,2011-05\n';
    const created = (await admin.post('/api/imports').send({ source: { kind: 'directory', path: 'sermons' }, dryRun: true, manifest: { format: 'csv', base64: b64(manifest) } }).expect(201)).body as ImportDto;
    const checked = await until(created.id, (i) => i.state === 'dry-run' && i.counts.total === 3 && i.counts.uploading === 0);
    let list = await files(checked.id);
    for (let i = 0; i < 200 && list.some((f) => f.state !== 'checked'); i++) {
      await new Promise((r) => setTimeout(r, 250));
      list = await files(checked.id);
    }
    // Checked, nothing made: every checked file waits in 'queued' until the import starts.
    expect(list.map((f) => f.state)).toEqual(['checked', 'checked', 'checked']);
    expect(byPath(list, 'Sheikh Ahmad/Patience/01 - Opening.mp3').metadata).toMatchObject({
      title: 'Opening', speaker: 'Sheikh Ahmad', seriesName: 'Patience', seriesPart: 1,
      origins: { title: 'file name', speaker: 'folder', seriesName: 'folder', seriesPart: 'folder' },
    });
    expect(byPath(list, 'Sheikh Ahmad/Patience/02 - Trials.mp3').metadata).toMatchObject({
      title: 'Trials and patience', speaker: 'Shaykh Ahmad ibn Ali', seriesName: 'Patience', seriesPart: 2, recordedOn: '2011-05',
      origins: { title: 'manifest', speaker: 'manifest', recordedOn: 'manifest', seriesName: 'folder' },
    });
    expect(byPath(list, 'Imam Yusuf/2009-03-14 Friday sermon.mp3').metadata).toMatchObject({ title: 'Friday sermon', speaker: 'Imam Yusuf', recordedOn: '2009-03-14' });
    expect((await admin.get('/api/content').expect(200)).body).toEqual([]);

    await admin.post(`/api/imports/${checked.id}/start`).expect(200);
    const finished = await until(checked.id, (i) => i.state === 'finished');
    expect(finished.counts).toMatchObject({ total: 3, failed: 0, duplicates: 0 });
    expect(finished.counts.stored + finished.counts.transcribing + finished.counts.done).toBe(3);
    const items = (await admin.get('/api/content').expect(200)).body as ContentDto[];
    const trials = items.find((i) => i.title === 'Trials and patience')!;
    expect(trials).toMatchObject({ speaker: 'Shaykh Ahmad ibn Ali', seriesName: 'Patience', seriesPart: 2, recordedOn: '2011-05', origin: 'import' });
    expect(trials.mediaUrl).toMatch(/^\/api\/media\/media\//);
    // The folder named a series: it is a record now, the files its parts in their numbers' order, named by the folder's speaker.
    const [series] = (await admin.get('/api/series?q=Patience').expect(200)).body as { id: string; title: string; partCount: number }[];
    expect(series).toMatchObject({ title: 'Patience', partCount: 2 });
    const parts = ((await admin.get(`/api/series/${series.id}`).expect(200)).body as { parts: { part: number; content: ContentDto }[] }).parts;
    expect(parts.map((p) => [p.part, p.content.title])).toEqual([[1, 'Opening'], [2, 'Trials and patience']]);
    const audit = (await admin.get('/api/audit?action=import.started').expect(200)).body as { entries: { target: string }[] };
    expect(audit.entries[0].target).toBe(checked.id);
  });

  it('should report every bad file with its reason and import the rest', async () => {
    const root = join(sources, 'mixed');
    await makeTree(root, {
      'good/one.mp3': tone(),
      'good/two.mp3': tone(),
      'empty.mp3': (p) => writeFile(p, Buffer.alloc(0)),
      'notes.mp3': (p) => writeFile(p, 'these are not the recordings you are looking for\n'.repeat(50)),
      'corrupt.mp3': (p) => writeFile(p, Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 256))),
      'silence.mp3': (p) => {
        execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '0', '-b:a', '32k', p]);
      },
      'truncated.mp4': async (p) => {
        const whole = `${p}.whole.mp4`;
        execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', 'sine=duration=3', '-c:a', 'aac', whole]);
        const { unlink } = await import('node:fs/promises');
        const bytes = await readFile(whole);
        await writeFile(p, bytes.subarray(0, Math.floor(bytes.length / 3)));
        await unlink(whole);
      },
    });
    await symlink('/etc/hostname', join(root, 'escape.mp3'));
    // A real MP3 behind an ID3v2 tag of 100 MB (one private frame of zeros).
    const bare = join(sources, 'bare.mp3');
    execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', 'sine=frequency=777:duration=2', '-ac', '1', '-b:a', '32k', '-id3v2_version', '0', '-write_xing', '0', bare]);
    const frameSize = 100 * 1024 * 1024;
    const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
    const frame = Buffer.concat([Buffer.from('PRIV'), Buffer.from([frameSize >>> 24, (frameSize >> 16) & 0xff, (frameSize >> 8) & 0xff, frameSize & 0xff]), Buffer.alloc(2), Buffer.alloc(frameSize)]);
    await writeFile(join(root, 'huge tag.mp3'), Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), syncsafe(frame.length), frame, await readFile(bare)]));
    const long = `${'x'.repeat(1000)}.mp3`;
    const manifest = JSON.stringify([
      { path: '../outside.mp3', title: 'Climbs out' },
      { path: 'bad\u0000name.mp3' },
      { path: 'bell\u0007.mp3' },
      { path: 'evil\u202Egpj.mp3' },
      { path: long },
      { path: 'good/one.mp3', title: 'The first good one' },
    ]);
    const created = (await admin.post('/api/imports').send({ source: { kind: 'directory', path: root }, dryRun: false, manifest: { format: 'json', base64: b64(manifest) } }).expect(201)).body as ImportDto;
    const finished = await until(created.id, (i) => i.state === 'finished');
    const list = await files(created.id);
    const reason = (path: string) => byPath(list, path)?.reason ?? `no row for ${path}`;
    expect(reason('empty.mp3')).toBe('The file is empty (0 bytes)');
    expect(reason('huge tag.mp3')).toBe("The file's tag block is 100 MB: at most 16 MB is accepted");
    expect(reason('notes.mp3')).toMatch(/audio or video|type/i);
    expect(reason('corrupt.mp3')).toMatch(/audio or video|type|read/i);
    expect(reason('escape.mp3')).toContain('outside');
    expect(reason('../outside.mp3')).toContain('outside');
    expect(reason('bad\\u{0}name.mp3')).toContain('NUL');
    expect(reason('bell\\u{7}.mp3')).toContain('control characters');
    expect(reason('evil\\u{202e}gpj.mp3')).toContain('bidirectional');
    expect(reason(long)).toContain('1,004 characters');
    for (const bad of ['silence.mp3', 'truncated.mp4']) expect(byPath(list, bad)).toMatchObject({ state: 'failed', reason: expect.any(String) });
    expect(byPath(list, 'good/one.mp3')).toMatchObject({ state: expect.stringMatching(/stored|transcribing|done/), metadata: { title: 'The first good one' } });
    expect(byPath(list, 'good/two.mp3').state).toMatch(/stored|transcribing|done/);
    expect(finished.counts.failed).toBe(list.length - 2);
    // No lecture is left behind by a refused file.
    const items = (await admin.get('/api/content').expect(200)).body as ContentDto[];
    expect(items.filter((i) => i.status === 'failed')).toEqual([]);
  });

  it('should import from an S3 bucket and prefix', async () => {
    const dir = await mkdtemp(join(tmpdir(), 's3-files-'));
    for (const name of ['a.mp3', 'b.mp3']) {
      mp3(join(dir, name), 1, {}, (frequency += 7));
      const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
      const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      await client.send(new PutObjectCommand({ Bucket: 'archive-bucket', Key: `collection/Speaker One/${name}`, Body: await readFile(join(dir, name)) }));
    }
    const created = (await admin.post('/api/imports').send({ source: { kind: 's3', bucket: 'archive-bucket', prefix: 'collection' }, dryRun: false }).expect(201)).body as ImportDto;
    const finished = await until(created.id, (i) => i.state === 'finished');
    expect(finished.counts.failed).toBe(0);
    expect((await files(created.id)).map((f) => [f.path, f.metadata?.speaker])).toEqual([
      ['Speaker One/a.mp3', 'Speaker One'],
      ['Speaker One/b.mp3', 'Speaker One'],
    ]);
    await rm(dir, { recursive: true, force: true });
  });

  it('should take files uploaded by the client, one upload URL each', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'client-files-'));
    const file = join(dir, 'lecture.mp3');
    mp3(file, 1, {}, (frequency += 7));
    const { stat } = await import('node:fs/promises');
    const created = (await admin.post('/api/imports').send({ source: { kind: 'upload', label: 'Laptop' }, dryRun: false, files: [{ path: 'Teacher/Course/04 - Lesson.mp3', size: (await stat(file)).size }] }).expect(201)).body as ImportDto;
    const [row] = await files(created.id);
    const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    await request(stack.server).put(new URL(uploadURL, 'http://x').pathname + new URL(uploadURL, 'http://x').search).send(await readFile(file)).expect(200);
    await admin.post(`/api/imports/${created.id}/files/${row.id}/uploaded`).send({ uploadURL }).expect(200);
    await until(created.id, (i) => i.state === 'finished');
    const [after] = await files(created.id);
    expect(after.state).toMatch(/stored|transcribing|done/);
    const item = (await admin.get(`/api/content/${after.contentId}`).expect(200)).body as ContentDto;
    expect(item).toMatchObject({ title: 'Lesson', speaker: 'Teacher', seriesName: 'Course', seriesPart: 4 });
    await rm(dir, { recursive: true, force: true });
  });

  it('should let admins pause and resume the backlog', async () => {
    expect((await admin.put('/api/transcription/backlog').send({ paused: 'yes' }).expect(400)).body).toHaveProperty('message');
    // No transcription service runs in this stack: the request times out as 503.
    await admin.get('/api/transcription/backlog').expect(503);
  });
});
