import request from 'supertest';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startGatewayStack } from '../../services/gateway/src/testing/gateway-test-stack';
import { startTcpProxy, type TcpProxy } from '@lectures/platform/src/testing/tcp-proxy';

/** Redis (sessions, rate limits) cut off through a proxy, so the shared server keeps running. */
describe('gateway while Redis is down', () => {
  let proxy: TcpProxy;
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    proxy = await startTcpProxy(6379);
    stack = await startGatewayStack('in-process', { redis: `redis://127.0.0.1:${proxy.port}` });
    const reg = await request(stack.server)
      .post('/api/auth/register')
      .send({ username: 'outage', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123' })
      .expect(201);
    cookie = String(reg.headers['set-cookie']).split(';')[0];
  });
  afterAll(async () => {
    proxy.restore();
    await stack.close();
    await proxy.close();
  });

  it('should report Redis in readiness, answer staff with 503 and a message, keep public pages up, and recover', async () => {
    expect((await request(stack.server).get('/health/ready')).body.checks.redis).toBe('ok');
    proxy.cut();

    const ready = await request(stack.server).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.redis).not.toBe('ok');
    const me = await request(stack.server).get('/api/auth/me').set('cookie', cookie);
    expect(me.status).toBe(503);
    expect(me.body.message).toMatch(/unavailable/i);
    const login = await request(stack.server).post('/api/auth/login').send({ username: 'outage', password: 'tranquil-orchard-123' });
    expect(login.status).toBe(503);
    const visitor = await request(stack.server).get('/api/content/public').set('cookie', cookie);
    expect(visitor.status).toBe(200);

    proxy.restore();
    let back = 0;
    for (let i = 0; i < 40 && back !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = (await request(stack.server).get('/api/auth/me').set('cookie', cookie)).status;
    }
    expect(back).toBe(200); // the session survived the outage
  });
});

/** PostgreSQL (accounts, content) cut off through a proxy while sessions live in Redis. */
describe('gateway while PostgreSQL is down', () => {
  let proxy: TcpProxy;
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    proxy = await startTcpProxy(5432);
    stack = await startGatewayStack('in-process', {
      redis: true,
      databaseUrl: (url) => {
        const proxied = new URL(url);
        proxied.port = String(proxy.port);
        return proxied.toString();
      },
    });
    const reg = await request(stack.server)
      .post('/api/auth/register')
      .send({ username: 'dbout', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123' })
      .expect(201);
    cookie = String(reg.headers['set-cookie']).split(';')[0];
  });
  afterAll(async () => {
    proxy.restore();
    await stack.close();
    await proxy.close();
  });

  it('should answer staff with 503 naming the account database, not the session store, and recover', async () => {
    proxy.cut();
    const me = await request(stack.server).get('/api/auth/me').set('cookie', cookie);
    expect(me.status).toBe(503);
    expect(me.body.message).toBe('Sign-in is unavailable for a moment: the account database does not answer. Try again shortly.');
    proxy.restore();
    let back = 0;
    for (let i = 0; i < 40 && back !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = (await request(stack.server).get('/api/auth/me').set('cookie', cookie)).status;
    }
    expect(back).toBe(200);
  });
});
