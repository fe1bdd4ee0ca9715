import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFileSync } from 'node:child_process';
import request from 'supertest';
import type { ContentDto, CreatedApiKeyDto } from '@lectures/proto';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { ROOT } from '../support/processes';

jest.setTimeout(180_000);

const run = promisify(execFile);

/** `Speaker/Series/NN - Title.mp3` files made with ffmpeg, and one that is not media. */
function makeFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cli-archive-'));
  ['Shaykh Ahmad/Patience/01 - Opening.mp3', 'Shaykh Ahmad/Patience/02 - Trials.mp3', 'Imam Yusuf/Sermons/03 - Mercy.mp3'].forEach((rel, i) => {
    const file = path.join(root, ...rel.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${500 + i * 40}:duration=1`, '-ac', '1', '-b:a', '32k', file]);
  });
  writeFileSync(path.join(root, 'notes.mp3'), 'not a recording\n'.repeat(100));
  return root;
}

/** `npm run import` against the running product, as an operator runs it: an API key, a folder, a progress bar, the last line. */
describe('the command-line importer', () => {
  let app: EmbeddedApp;
  let folder: string;
  let key: string;

  beforeAll(async () => {
    folder = makeFolder();
    app = await startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage' } });
    const admin = request.agent(app.baseUrl);
    await admin.post('/api/auth/register').send({ username: 'operator', password: 'operate-key-42', confirmPassword: 'operate-key-42' }).expect(201);
    key = ((await admin.post('/api/api-keys').send({ name: 'CLI', role: 'admin', expiresInDays: 1 }).expect(201)).body as CreatedApiKeyDto).key;
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const importer = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [path.join(ROOT, 'tools/importer/dist/main.js'), ...args], { env: { PATH: process.env.PATH, LIBRARY_URL: app.baseUrl, LIBRARY_API_KEY: key, ...env } });

  it('should refuse to run without the library and a key', async () => {
    await expect(importer([folder], { LIBRARY_API_KEY: '' })).rejects.toMatchObject({ stderr: expect.stringContaining('LIBRARY_API_KEY') });
    await expect(importer([folder], { LIBRARY_API_KEY: 'llk_wrong' })).rejects.toMatchObject({ stderr: expect.stringContaining('401') });
  });

  it('should show a dry run, then import a folder and end with its figures', async () => {
    const dry = await importer([folder, '--dry-run']);
    expect(dry.stdout).toContain('Shaykh Ahmad/Patience/02 - Trials.mp3\tTrials | Shaykh Ahmad | Patience #2');
    expect(dry.stdout).toMatch(/notes\.mp3\tunusable: .+/);
    expect(dry.stdout.trim().split('\n').pop()).toBe('dry run: would import 3, duplicates 0, failed 1');
    expect((await request(app.baseUrl).get('/api/content').set('Authorization', `Bearer ${key}`).expect(200)).body).toEqual([]);

    const { stdout, stderr } = await importer([folder]);
    expect(stdout.trim().split('\n').pop()).toBe('imported 3, duplicates 0, failed 1');
    expect(stderr).toContain('local files, sent by tus');
    const items = (await request(app.baseUrl).get('/api/content').set('Authorization', `Bearer ${key}`).expect(200)).body as ContentDto[];
    expect(items.map((i) => [i.title, i.speaker, i.seriesName, i.seriesPart]).sort()).toEqual([
      ['Mercy', 'Imam Yusuf', 'Sermons', 3],
      ['Opening', 'Shaykh Ahmad', 'Patience', 1],
      ['Trials', 'Shaykh Ahmad', 'Patience', 2],
    ]);
    // The key travelled on every request and is in no log line.
    expect(app.process.output()).not.toContain(key);
  });
});
