import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freePort, startProcess, type RunningProcess } from '../support/processes';

/** `npm start`'s process: every service in one Node process, embedded PostgreSQL under DATA_DIR. */
describe('embedded mode', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectures-embedded-'));
  let port: number;
  let app: RunningProcess;
  const start = async () => {
    app = await startProcess('scripts/dist/embedded.js', { PORT: String(port), DATA_DIR: dataDir }, /running at http:\/\/localhost:\d+/, 120000);
  };

  beforeAll(async () => {
    port = await freePort();
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
    expect(ready.body.checks).toEqual({ database: 'ok', broker: 'ok' });
  });

  it('should register, sign in, read and sign out over HTTP, with sessions that survive a restart', async () => {
    const agent = request.agent(`http://127.0.0.1:${port}`);
    const reg = await agent
      .post('/api/auth/register')
      .send({ username: 'founder', password: 'secret1', confirmPassword: 'secret1', fullName: 'Founder' });
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
    const login = await agent.post('/api/auth/login').send({ username: 'founder', password: 'secret1' });
    expect(login.status).toBe(200);
  }, 180000);

  it('should publish the OpenAPI document generated from the DTOs', async () => {
    const res = await request(`http://127.0.0.1:${port}`).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/content/public', '/api/content/{id}']),
    );
    expect(res.body.components.schemas.RegisterDto.required).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword']));
  });
});
