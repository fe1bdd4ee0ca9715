import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import type { DataSource, MigrationInterface } from 'typeorm';
import { DATA_SOURCE, EnvReader, openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_REDIS_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { gatewayService } from '../gateway.service-definition';
import { HashedSessionIds1764710000001 } from '../migrations/1764710000001-HashedSessionIds';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';
import { newSessionId, storedSessionKey } from './session-id';

const sidOf = (setCookie: unknown) => /sid=([^;]+)/.exec(String(setCookie))![1];

async function signedIn(stack: TestStack): Promise<{ sid: string; userId: string; username: string }> {
  const { username, id } = await signUp(stack, 'contributor');
  const res = await request(stack.server).post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' }).expect(200);
  return { sid: sidOf(res.headers['set-cookie']), userId: id, username };
}

const me = (stack: TestStack, sid: string) => request(stack.server).get('/api/auth/me').set('cookie', `sid=${sid}`);

/** A session id is a password for as long as it lives: stores keep only its hash. */
describe('session stores', () => {
  describe('in PostgreSQL (embedded mode)', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startGatewayStack('in-process');
    });
    afterAll(() => stack.close());

    it('should keep the hash of a session id, never the id, and still sign it in', async () => {
      const { sid } = await signedIn(stack);
      const db = stack.services[1].app.get<DataSource>(DATA_SOURCE);
      const ids = (await db.query<{ id: string }[]>(`SELECT id FROM "gateway"."sessions"`)).map((r) => r.id);
      expect(ids).toContain(storedSessionKey(sid));
      expect(ids).not.toContain(sid);
      expect((await me(stack, sid)).status).toBe(200);
      expect((await me(stack, storedSessionKey(sid))).status).toBe(401);
    });

    it('should re-key the sessions of the version before, so nobody is signed out by the upgrade', async () => {
      const database = await createThrowAwayDatabase('gateway_hashed_sessions');
      const all = gatewayService(new EnvReader({}), true, '/tmp').migrations as (new () => MigrationInterface)[];
      const before = all.slice(0, all.indexOf(HashedSessionIds1764710000001));
      const open = (migrations: (new () => MigrationInterface)[]) =>
        openServiceDatabase({ url: database.url, schema: 'gateway', entities: [], migrations, poolSize: 1 });
      try {
        const old = await open(before);
        const [{ id: userId }] = await old.query<{ id: string }[]>(`INSERT INTO "gateway"."users" (username, password_hash) VALUES ('old', 'x') RETURNING id`);
        const sid = newSessionId();
        await old.query(`INSERT INTO "gateway"."sessions" (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [sid, userId]);
        await old.destroy();
        const upgraded = await open(all);
        expect(await upgraded.query(`SELECT id, user_id FROM "gateway"."sessions"`)).toEqual([{ id: storedSessionKey(sid), user_id: userId }]);
        await upgraded.destroy();
      } finally {
        await database.drop();
      }
    });
  });

  describe('in Redis (distributed mode)', () => {
    let stack: TestStack;
    let redis: Redis;
    let prefix: string;
    beforeAll(async () => {
      stack = await startGatewayStack('in-process', { redis: true });
      prefix = `${stack.runtime.transport.prefix}lectures:`;
      redis = new Redis(TEST_REDIS_URL);
    });
    afterAll(async () => {
      await redis.quit();
      await stack.close();
    });

    it('should keep the hash of a session id as its key and nowhere the id, and still sign it in', async () => {
      const { sid, userId } = await signedIn(stack);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toContain(`${prefix}session:${storedSessionKey(sid)}`);
      const values = await Promise.all(keys.map((k) => redis.type(k).then((t) => (t === 'set' ? redis.smembers(k).then((m) => m.join(' ')) : t === 'string' ? redis.get(k) : ''))));
      expect([...keys, ...values].join('\n')).not.toContain(sid);
      expect(await redis.smembers(`${prefix}user-sessions:${userId}`)).toContain(storedSessionKey(sid));
      expect((await me(stack, sid)).status).toBe(200);
    });

    it('should move a session kept under its clear id by the version before to its hash on first use', async () => {
      const { userId } = await signedIn(stack);
      const sid = newSessionId();
      const now = Date.now();
      await redis.set(`${prefix}session:${sid}`, JSON.stringify({ id: sid, userId, expiresAt: now + 3_600_000, lastSeenAt: now }), 'PX', 3_600_000);
      await redis.sadd(`${prefix}user-sessions:${userId}`, sid);
      expect((await me(stack, sid)).status).toBe(200);
      expect(await redis.exists(`${prefix}session:${sid}`)).toBe(0);
      expect(await redis.pttl(`${prefix}session:${storedSessionKey(sid)}`)).toBeGreaterThan(3_000_000);
      expect(await redis.sismember(`${prefix}user-sessions:${userId}`, sid)).toBe(0);
      expect((await me(stack, sid)).status).toBe(200);
      expect((await me(stack, randomUUID())).status).toBe(401);
    });
  });
});
