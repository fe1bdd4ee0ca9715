import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import WebSocket from 'ws';
import { InProcessBus, type PlatformRuntime } from '@lectures/platform';
import { TEST_REDIS_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { uniquePrefix } from '@lectures/platform/src/testing/test-database';
import { startGatewayStack, signUp } from '../testing/gateway-test-stack';
import { LoginThrottle, THROTTLE_LIMITS, waitSeconds } from './login-throttle';
import { RateLimiters } from './rate-limiters';
import { RedisClients } from '../redis/redis-clients';
import { REPROCESS_LIMITS } from './reprocess-throttle';
import { makeContent } from '../testing/content-factory';
import { SESSION_ENDED } from '../progress/progress-socket.server';
import { MAX_STREAMS_PER_USER, StreamQuota } from '../progress/stream-quota';

const login = (stack: TestStack, username: string, password: string, headers: Record<string, string> = {}) =>
  request(stack.server).post('/api/auth/login').set(headers).send({ username, password });

/** Resolves with the status of the /ws upgrade (101 when accepted). */
function socketStatus(stack: TestStack, cookie: string, origin: string, target = '/ws'): Promise<number> {
  const port = (stack.server.address() as AddressInfo).port;
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${target}`, { headers: { cookie, origin } });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
}

describe('gateway defences', () => {
  let stack: TestStack;
  let base: string;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    base = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
  });
  afterAll(() => stack.close());

  describe('brute force on sign-in', () => {
    it('should make a sixth try from the same address wait a second, not lock the account', async () => {
      const { username } = await signUp(stack, 'contributor');
      for (let i = 0; i < THROTTLE_LIMITS.pairFreeFailures; i++) expect((await login(stack, username, 'wrong-password')).status).toBe(401);
      const waiting = await login(stack, username, 'tranquil-orchard-123');
      expect(waiting.status).toBe(429);
      expect(waiting.body.message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
      expect(Number(waiting.headers['retry-after'])).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await login(stack, username, 'tranquil-orchard-123')).status).toBe(200);
    });

    it('should double the wait with each further failure, up to 15 minutes', () => {
      expect([1, 2, 3, 4, 10, 11, 30].map(waitSeconds)).toEqual([1, 2, 4, 8, 512, 900, 900]);
    });

    it('should let the owner\'s browser sign in while someone at the same address keeps guessing', async () => {
      const { username } = await signUp(stack, 'contributor');
      const owner = request.agent(stack.server);
      const first = await owner.post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' });
      expect(first.status).toBe(200);
      expect(String(first.headers['set-cookie'])).toMatch(/device=[^;]+;.*Path=\/api\/auth;.*HttpOnly;.*SameSite=Strict/);
      for (let i = 0; i < THROTTLE_LIMITS.pairFreeFailures + 2; i++) await login(stack, username, 'wrong-password');
      expect((await login(stack, username, 'tranquil-orchard-123')).status).toBe(429);
      expect((await owner.post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' })).status).toBe(200);
    });

    it('should not trust a device cookie for another account, nor one the gateway did not sign', async () => {
      const { username } = await signUp(stack, 'contributor');
      const other = await signUp(stack, 'contributor');
      const owner = request.agent(stack.server);
      await owner.post('/api/auth/login').send({ username: other.username, password: 'tranquil-orchard-123' }).expect(200);
      for (let i = 0; i < THROTTLE_LIMITS.pairFreeFailures; i++) await login(stack, username, 'wrong-password');
      expect((await owner.post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' })).status).toBe(429);
      const forged = `device=abc.${Buffer.from(username).toString('base64url')}.${'A'.repeat(43)}`;
      expect((await login(stack, username, 'tranquil-orchard-123', { cookie: forged })).status).toBe(429);
    });
    it('should not let a spoofed X-Forwarded-For reset the limit of the client address', async () => {
      // Another gateway, so this address starts with a clean count.
      const own = await startGatewayStack('in-process');
      try {
        await signUp(own, 'admin');
        for (let i = 0; i < THROTTLE_LIMITS.addressFailures; i++) {
          expect((await login(own, `nobody${i}`, 'wrong-password', { 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(401);
        }
        const blocked = await login(own, 'another', 'wrong-password', { 'x-forwarded-for': '10.9.9.9' });
        expect(blocked.status).toBe(429);
      } finally {
        await own.close();
      }
    });

    it('should count failures in Redis, so every gateway replica slows the same guesser and trusts the same device', async () => {
      const runtime = { redisUrl: TEST_REDIS_URL, transport: { kind: 'in-process', bus: new InProcessBus(), prefix: uniquePrefix() } } as unknown as PlatformRuntime;
      // Two replicas: each its own Redis connection, as two gateway processes have.
      const [redisA, redisB] = [new RedisClients(runtime), new RedisClients(runtime)];
      const [replicaA, replicaB] = [new LoginThrottle(new RateLimiters(runtime, redisA)), new LoginThrottle(new RateLimiters(runtime, redisB))];
      const ownerDevice = { id: 'owner-phone', account: 'shared-user' };
      try {
        // One address guessing: only that address waits.
        for (let i = 0; i <= THROTTLE_LIMITS.pairFreeFailures; i++) await replicaA.failedSignIn('Shared-User', '192.0.2.1');
        await expect(replicaB.beforeSignIn('shared-user', '192.0.2.1')).rejects.toMatchObject({ status: 429 });
        await expect(replicaB.beforeSignIn('shared-user', '192.0.2.2')).resolves.toBeUndefined();
        // Many addresses guessing one account: every untrusted try waits, the owner's device does not.
        for (let i = 0; i < THROTTLE_LIMITS.accountFreeFailures; i++) await replicaA.failedSignIn('shared-user', `198.51.100.${i}`);
        await expect(replicaB.beforeSignIn('shared-user', '203.0.113.9')).rejects.toMatchObject({ status: 429 });
        await expect(replicaB.beforeSignIn('shared-user', '203.0.113.9', ownerDevice)).resolves.toBeUndefined();
        await expect(replicaB.beforeSignIn('other-user', '203.0.113.9')).resolves.toBeUndefined();
        // A device that keeps failing is trusted no more.
        for (let i = 0; i < THROTTLE_LIMITS.deviceFailures; i++) await replicaA.failedSignIn('shared-user', '203.0.113.9', ownerDevice);
        await expect(replicaB.beforeSignIn('shared-user', '203.0.113.9', ownerDevice)).rejects.toMatchObject({ status: 429 });
      } finally {
        await redisA.onApplicationShutdown();
        await redisB.onApplicationShutdown();
      }
    });

    it('should answer a flood of concurrent sign-ins with 503 past the hashing queue, never 500', async () => {
      const own = await startGatewayStack('in-process');
      try {
        const statuses = await Promise.all(Array.from({ length: 32 }, (_, i) => login(own, `flood${i}`, 'wrong-password').then((r) => r.status)));
        expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
        expect(statuses).toContain(503);
        expect((await request(own.server).get('/health/live')).status).toBe(200);
      } finally {
        await own.close();
      }
    });
  });

  describe('cross-site requests', () => {
    it('should refuse a state-changing request from another site with 403 and change nothing', async () => {
      const { agent } = await signUp(stack, 'viewer');
      const res = await agent.post('/api/auth/logout').set('origin', 'http://evil.example');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused' });
      expect((await agent.get('/api/auth/me')).status).toBe(200);
      const refererOnly = await agent.post('/api/auth/logout').set('referer', 'http://127.0.0.1:9/page');
      expect(refererOnly.status).toBe(403);
    });

    it('should accept the same request from its own pages', async () => {
      const { agent } = await signUp(stack, 'viewer');
      const res = await agent.post('/api/auth/logout').set('origin', base);
      expect(res.status).toBe(200);
    });

    it('should refuse a /ws handshake from another site', async () => {
      const res = await request(stack.server)
        .post('/api/auth/register')
        .send({ username: 'wsviewer', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123', role: 'viewer' });
      const cookie = String(res.headers['set-cookie']).split(';')[0];
      expect(await socketStatus(stack, cookie, 'http://evil.example')).toBe(403);
      expect(await socketStatus(stack, cookie, base)).toBe(101);
    });

    it('should refuse a /ws handshake whose query holds a NUL, invalid UTF-8 or an overlong form with 400', async () => {
      const res = await request(stack.server)
        .post('/api/auth/register')
        .send({ username: 'wsquery', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123', role: 'viewer' });
      const cookie = String(res.headers['set-cookie']).split(';')[0];
      for (const query of ['contentId=a%00b', 'contentId=%C3%28', 'contentId=%C0%80', `contentId=${'x'.repeat(5000)}`]) {
        expect([query.slice(0, 20), await socketStatus(stack, cookie, base, `/ws?${query}`)]).toEqual([query.slice(0, 20), 400]);
      }
      expect(await socketStatus(stack, cookie, base, `/ws?contentId=${randomUUID()}`)).toBe(101);
    });
  });

  describe('trusted proxies', () => {
    it('should believe X-Forwarded-Proto only from a configured proxy', async () => {
      const proxied = await startGatewayStack('in-process', { env: { TRUST_PROXY: 'loopback' } });
      try {
        const { username } = await signUp(proxied, 'admin');
        const res = await login(proxied, username, 'tranquil-orchard-123', { 'x-forwarded-proto': 'https' });
        const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-sid='))!;
        expect(cookie).toMatch(/Secure/);
        // Over TLS the cookie carries the __Host- prefix (Secure, Path=/, no Domain), and it signs in.
        expect(cookie).toMatch(/^__Host-sid=[^;]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
        const me = await request(proxied.server).get('/api/auth/me').set('cookie', cookie.split(';')[0]);
        expect(me.status).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  });
});

describe('security headers', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process', { env: { TRUST_PROXY: 'loopback', MEDIA_ORIGINS: 'https://media.example.org' } });
  });
  afterAll(() => stack.close());

  it('should send a CSP that refuses inline scripts and framing, and the other headers, on every response', async () => {
    for (const path of ['/', '/api/content/public', '/api/auth/me', '/no-such-page']) {
      const res = await request(stack.server).get(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("media-src 'self' blob: https://media.example.org");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('should promise HTTPS only when the request came over TLS', async () => {
    const res = await request(stack.server).get('/health/live').set('x-forwarded-proto', 'https');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('should keep signed-in API answers out of every cache', async () => {
    const { agent } = await signUp(stack, 'admin');
    expect((await agent.get('/api/auth/me')).headers['cache-control']).toBe('no-store');
    expect((await agent.get('/api/content/admin')).headers['cache-control']).toBe('no-store');
  });
});

describe('session lifetimes', () => {
  let stack: TestStack;
  let db: Client;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    db = new Client({ connectionString: stack.runtime.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await stack.close();
  });

  const sessionOf = async (agent: TestAgent) => {
    const res = await agent.get('/api/auth/me');
    expect(res.status).toBe(200);
    const rows = await db.query<{ id: string }>(`SELECT id FROM gateway.sessions WHERE user_id = $1`, [(res.body as { user: { id: string } }).user.id]);
    return rows.rows[0].id;
  };

  it('should end a session unused for 30 minutes, server-side', async () => {
    const { agent } = await signUp(stack, 'admin');
    const id = await sessionOf(agent);
    await db.query(`UPDATE gateway.sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`, [id]);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await db.query(`SELECT 1 FROM gateway.sessions WHERE id = $1`, [id])).rowCount).toBe(0);
  });

  it('should keep a session in use alive, and record its activity', async () => {
    const { agent } = await signUp(stack, 'viewer');
    const id = await sessionOf(agent);
    await db.query(`UPDATE gateway.sessions SET last_seen_at = now() - interval '29 minutes' WHERE id = $1`, [id]);
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    const seen = await db.query<{ idle: number }>(`SELECT extract(epoch from now() - last_seen_at) AS idle FROM gateway.sessions WHERE id = $1`, [id]);
    expect(Number(seen.rows[0].idle)).toBeLessThan(60);
  });

  it('should end a session 12 hours after sign-in however active, and say so in the cookie', async () => {
    const res = await request(stack.server)
      .post('/api/auth/register')
      .send({ username: 'longday', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123', role: 'viewer' });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=43200/);
    const rows = await db.query<{ hours: number }>(
      `SELECT extract(epoch from expires_at - now()) / 3600 AS hours FROM gateway.sessions s JOIN gateway.users u ON u.id = s.user_id WHERE u.username = 'longday'`,
    );
    expect(Math.round(Number(rows.rows[0].hours))).toBe(12);
  });
});

describe('live streams and the session behind them', () => {
  let stack: TestStack;
  let base: string;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    base = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
  });
  afterAll(() => stack.close());

  it('should end open SSE and WebSocket streams within a heartbeat once their session is signed out', async () => {
    const reg = await request(stack.server)
      .post('/api/auth/register')
      .send({ username: 'streamer', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123' });
    const cookie = String(reg.headers['set-cookie']).split(';')[0];
    const item = await makeContent(stack.services[0].bus, { uploadedBy: (reg.body as { id: string }).id });

    const sse = await fetch(`${base}/api/content/${item.id}/stream`, { headers: { cookie } });
    expect(sse.status).toBe(200);
    const sseEnded = (async () => {
      for await (const chunk of sse.body as unknown as AsyncIterable<Uint8Array>) void chunk;
      return 'ended';
    })();
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?contentId=${item.id}`, { headers: { cookie } });
    const wsClosed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('open', resolve));

    expect((await request(stack.server).post('/api/auth/logout').set('cookie', cookie)).status).toBe(200);
    expect(await wsClosed).toBe(SESSION_ENDED);
    expect(await sseEnded).toBe('ended');
  }, 60_000);
});

describe('live streams per account across replicas', () => {
  it(`should hold the cap of ${MAX_STREAMS_PER_USER} streams across gateway replicas sharing Redis`, async () => {
    const runtime = { redisUrl: TEST_REDIS_URL, transport: { kind: 'in-process', bus: new InProcessBus(), prefix: uniquePrefix() } } as unknown as PlatformRuntime;
    // Two replicas: each its own Redis connection, as two gateway processes have.
    const [redisA, redisB] = [new RedisClients(runtime), new RedisClients(runtime)];
    const [replicaA, replicaB] = [new StreamQuota(runtime, redisA), new StreamQuota(runtime, redisB)];
    try {
      const held = [];
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) held.push(await (i % 2 ? replicaA : replicaB).acquire('busy-user'));
      await expect(replicaB.acquire('busy-user')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      await expect(replicaA.acquire('busy-user')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      (await replicaB.acquire('someone-else'))();
      // Closing a stream on one replica frees a slot on the other.
      held[0]();
      await new Promise((r) => setTimeout(r, 100));
      const again = await replicaA.acquire('busy-user');
      again();
      for (const release of held) release();
    } finally {
      await redisA.onApplicationShutdown();
      await redisB.onApplicationShutdown();
    }
  });
});

describe('live streams per account', () => {
  let stack: TestStack;
  let base: string;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    base = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
  });
  afterAll(() => stack.close());

  it(`should refuse a ${MAX_STREAMS_PER_USER + 1}th open SSE or WebSocket stream of one account with 429, and free the slot when one closes`, async () => {
    const { id } = await signUp(stack, 'viewer', 'many-tabs');
    const cookie = String((await login(stack, 'many-tabs', 'tranquil-orchard-123')).headers['set-cookie']).split(';')[0];
    const item = await makeContent(stack.services[0].bus, { uploadedBy: id });
    const controllers: AbortController[] = [];
    const openSse = async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(`${base}/api/content/${item.id}/stream`, { headers: { cookie }, signal: controller.signal });
      return res.status;
    };
    const sockets: WebSocket[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      if (i % 2 === 0) expect(await openSse()).toBe(200);
      else {
        const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?contentId=${item.id}`, { headers: { cookie } });
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        sockets.push(ws);
      }
    }
    const refused = await fetch(`${base}/api/content/${item.id}/stream`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(`Too many live views open (${MAX_STREAMS_PER_USER}). Close a tab and try again.`);
    expect(await socketStatus(stack, cookie, base)).toBe(429);
    // Another account is not affected.
    const other = await signUp(stack, 'viewer');
    const otherCookie = String((await login(stack, other.username, 'tranquil-orchard-123')).headers['set-cookie']).split(';')[0];
    expect(await socketStatus(stack, otherCookie, base)).toBe(101);
    // Closing a tab frees its slot.
    sockets[0].close();
    await new Promise((resolve) => sockets[0].once('close', resolve));
    let status = 0;
    for (let i = 0; i < 50 && status !== 101; i++) {
      status = await socketStatus(stack, cookie, base);
      if (status !== 101) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(101);
    controllers.forEach((c) => c.abort());
    sockets.forEach((ws) => ws.terminate());
  }, 60_000);
});

describe('reprocess throttle', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
  });
  afterAll(() => stack.close());

  it('should refuse a fourth reprocess of one item within ten minutes with 429', async () => {
    const { agent, id } = await signUp(stack, 'admin');
    const item = await makeContent(stack.services[0].bus, { uploadedBy: id });
    for (let i = 0; i < REPROCESS_LIMITS.perItem; i++) expect((await agent.post(`/api/content/${item.id}/reprocess`)).status).toBe(200);
    const refused = await agent.post(`/api/content/${item.id}/reprocess`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^This item was reprocessed too often\. Try again in \d+ minutes?\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
