import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freePort, startProcess, type RunningProcess } from '../support/processes';
import { makeSpeechMp3 } from '../support/admin-page';
import { uploadMedia } from '../support/seed-content';
import { closeCode, openSocket, rawSocket } from '../support/bad-socket-frames';

interface Frame {
  type: string;
  progress?: number;
  chunk?: string;
}

/** Reads SSE `data:` frames until `done` says enough or the time runs out. */
async function readFrames(url: string, cookie: string, done: (frames: Frame[]) => boolean, timeoutMs: number): Promise<Frame[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const frames: Frame[] = [];
  try {
    const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    while (!done(frames)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop()!;
      for (const event of events) if (event.startsWith('data: ')) frames.push(JSON.parse(event.slice(6)) as Frame);
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return frames;
}

/** `npm start`'s process: every service in one Node process, embedded PostgreSQL under DATA_DIR. */
describe('embedded mode', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectures-embedded-'));
  let port: number;
  let metricsPort: number;
  let app: RunningProcess;
  const start = async () => {
    const env = { PORT: String(port), DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) };
    app = await startProcess('scripts/dist/embedded.js', env, /running at http:\/\/localhost:\d+/, 120000);
  };

  beforeAll(async () => {
    port = await freePort();
    metricsPort = await freePort();
    await start();
  }, 180000);
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should print the URL it serves and answer health checks', async () => {
    expect(app.output()).toContain(`http://localhost:${port}`);
    const ready = await request(`http://127.0.0.1:${port}`).get('/health/ready');
    expect(ready.status).toBe(200);
    // The object store's condition shows beside the checks (full or not), never failing readiness.
    expect(ready.body.checks).toEqual({ database: 'ok', broker: 'ok', storage: 'ok' });
  });

  it('should keep /metrics off the public port and serve them on METRICS_PORT', async () => {
    expect((await request(`http://127.0.0.1:${port}`).get('/metrics')).status).toBe(404);
    const metrics = await request(`http://127.0.0.1:${metricsPort}`).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/^# HELP /m);
    expect((await request(`http://127.0.0.1:${metricsPort}`).get('/api/content/public')).status).toBe(404);
  });

  it('should register, sign in, read and sign out over HTTP, with sessions that survive a restart', async () => {
    const agent = request.agent(`http://127.0.0.1:${port}`);
    const reg = await agent
      .post('/api/auth/register')
      .send({ username: 'founder', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', fullName: 'Founder' });
    expect(reg.status).toBe(201);
    expect(reg.body.role).toBe('admin');
    expect((await agent.get('/api/content/public')).body).toEqual([]);
    expect((await agent.get('/api/content/admin')).body).toEqual({ content: [] });

    await app.stop();
    await start();

    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('founder');
    expect((await agent.post('/api/auth/logout')).status).toBe(200);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    const login = await agent.post('/api/auth/login').send({ username: 'founder', password: 'tranquil-orchard-1' });
    expect(login.status).toBe(200);
  }, 180000);

  it('should transcribe an uploaded lecture and stream its progress over SSE, with heartbeats', async () => {
    const base = `http://127.0.0.1:${port}`;
    const agent = request.agent(base);
    const login = await agent.post('/api/auth/login').send({ username: 'founder', password: 'tranquil-orchard-1' }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const reference = 'Patience is half of faith. Be grateful in times of ease and patient in times of hardship.';
    const item = await uploadMedia(agent, { file: makeSpeechMp3(reference, 'embedded-check'), mimeType: 'audio/mpeg', title: 'Embedded pipeline', durationSeconds: 7 });
    expect(item.status).toBe('processing');
    expect((await request(base).get(`/api/content/${item.id}/stream`)).status).toBe(401);

    const frames = await readFrames(
      `${base}/api/content/${item.id}/stream`,
      cookie,
      (seen) => seen.some((f) => f.type === 'transcript_complete') && seen.some((f) => f.type === 'heartbeat'),
      120000,
    );
    const types = frames.map((f) => f.type);
    expect(types[0]).toBe('connected');
    expect(types).toContain('transcript_chunk');
    expect(types).toContain('heartbeat');
    expect(types.lastIndexOf('transcript_chunk')).toBeLessThan(types.indexOf('transcript_complete'));
    const progress = frames.filter((f) => f.type === 'transcript_progress_log').map((f) => f.progress ?? 0);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));

    // The content service stores the result on its own event; give it a moment.
    let done = { status: '', transcriptText: '' };
    for (let i = 0; i < 50 && done.status !== 'completed'; i += 1) {
      done = (await agent.get(`/api/content/${item.id}`).expect(200)).body as typeof done;
      if (done.status !== 'completed') await new Promise((r) => setTimeout(r, 200));
    }
    expect(done.status).toBe('completed');
    const heard = new Set(done.transcriptText.toLowerCase().split(/\W+/));
    const shared = reference.toLowerCase().split(/\W+/).filter((w) => w.length > 3 && heard.has(w));
    expect(shared.length).toBeGreaterThanOrEqual(3);
  }, 180000);

  it('should keep serving after a signed-in viewer sends bad WebSocket frames', async () => {
    const base = `http://127.0.0.1:${port}`;
    const res = await request(base)
      .post('/api/auth/register')
      .send({ username: 'socketviewer', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123', role: 'viewer' })
      .expect(201);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const stillServing = async () => {
      expect(app.child.exitCode).toBeNull();
      expect((await request(base).get('/health/live')).status).toBe(200);
      const again = await openSocket(base, cookie);
      expect(await again.first).toEqual({ type: 'connected' });
      again.ws.terminate();
    };

    const tooLarge = await openSocket(base, cookie);
    const tooLargeClosed = closeCode(tooLarge.ws);
    tooLarge.ws.send('x'.repeat(5000));
    expect(await tooLargeClosed).toBe(1009);
    await stillServing();

    const badText = await openSocket(base, cookie);
    const badTextClosed = closeCode(badText.ws);
    badText.ws.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false });
    expect(await badTextClosed).toBe(1007);
    await stillServing();

    const raw = await rawSocket(port, cookie);
    const dropped = new Promise<void>((resolve) => raw.once('close', () => resolve()));
    raw.write(Buffer.from([0x81, 0x02, 0x68, 0x69])); // FIN + text "hi" without the mask bit a client must set
    await dropped;
    await stillServing();
  });

  it('should publish the OpenAPI document generated from the DTOs', async () => {
    const res = await request(`http://127.0.0.1:${port}`).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/content/public', '/api/content/{id}']),
    );
    expect(res.body.components.schemas.RegisterDto.required).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword']));
  });
});
