import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import Redis from 'ioredis';
import { EnvReader, startService, type MessageBus, type RunningService } from '@lectures/platform';
import { uniquePrefix } from '@lectures/platform/src/testing/test-database';
import { TEST_REDIS_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { startTcpProxy, type TcpProxy } from '@lectures/platform/src/testing/tcp-proxy';
import { gatewayService } from '../gateway.service-definition';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';
import { SharedAnswers } from './shared-answers';

/** What a gateway asked of the content service, by pattern (the real requests, counted as they pass). */
function countRequests(bus: MessageBus): Map<string, number> {
  const counts = new Map<string, number>();
  const real = bus.request.bind(bus);
  jest.spyOn(bus, 'request').mockImplementation(((pattern: string, data: unknown) => {
    counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
    return real(pattern as never, data as never);
  }));
  return counts;
}

/** Two gateway replicas over one RabbitMQ, PostgreSQL and Redis, as in a cluster. */
describe('public answers shared by gateway replicas through Redis', () => {
  let stack: TestStack;
  let replicaB: RunningService;
  let admin: TestAgent;
  let askedByA: Map<string, number>;
  let askedByB: Map<string, number>;
  const asked = (pattern: string) => (askedByA.get(pattern) ?? 0) + (askedByB.get(pattern) ?? 0);

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true });
    replicaB = await startService(gatewayService(new EnvReader({}), true, stack.runtime.dataDir), stack.runtime, 0);
    ({ agent: admin } = await signUp(stack, 'admin'));
    for (const title of ['Patience in hardship', 'The night journey', 'Gratitude and its fruits']) {
      const item = await makeContent(stack.services[0].bus, { title, description: `A lecture on ${title.toLowerCase()}` });
      await admin.post(`/api/content/${item.id}/approve`).expect(200);
    }
    askedByA = countRequests(stack.services[1].bus);
    askedByB = countRequests(replicaB.bus);
  });
  afterAll(async () => {
    await replicaB.close();
    await stack.close();
  });

  const a = () => request(stack.server);
  const b = () => request(replicaB.app.getHttpServer());

  it('should serve a page or a search one replica computed from Redis on the other, same bytes and ETag', async () => {
    const pageA = await a().get('/api/content/public').query({ limit: 2 }).expect(200);
    const pageB = await b().get('/api/content/public').query({ limit: 2 }).expect(200);
    expect(pageB.text).toBe(pageA.text);
    expect(pageB.headers.etag).toBe(pageA.headers.etag);
    expect(pageB.headers['x-next-cursor']).toBe(pageA.headers['x-next-cursor']);
    expect(asked('content.page.v1')).toBe(1);

    const searchA = await a().get('/api/search').query({ q: 'gratitude' }).expect(200);
    const searchB = await b().get('/api/search').query({ q: 'gratitude' }).expect(200);
    expect(searchB.text).toBe(searchA.text);
    expect((searchB.body as { items: { title: string }[] }).items.map((i) => i.title)).toEqual(['Gratitude and its fruits']);
    expect(asked('content.search.v1')).toBe(1);

    // A client holding the answer from one replica gets 304 from the other.
    await b().get('/api/content/public').query({ limit: 2 }).set('If-None-Match', String(pageA.headers.etag)).expect(304);
  });

  it('should give every replica the new answer once something published changes', async () => {
    const before = await b().get('/api/content/public').query({ limit: 1 }).expect(200);
    const [newest] = before.body as { id: string; title: string }[];
    await admin.patch(`/api/content/${newest.id}`).send({ title: 'Gratitude, renamed' }).expect(200);
    // The replica that made the change knows at once; the other asks the version within a second.
    expect(((await a().get('/api/content/public').query({ limit: 1 }).expect(200)).body as { title: string }[])[0].title).toBe('Gratitude, renamed');
    let seen = '';
    for (let i = 0; i < 40 && seen !== 'Gratitude, renamed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = ((await b().get('/api/content/public').query({ limit: 1 }).expect(200)).body as { title: string }[])[0].title;
    }
    expect(seen).toBe('Gratitude, renamed');
    await b().get('/api/content/public').query({ limit: 1 }).set('If-None-Match', String(before.headers.etag)).expect(200);
  });

  describe('with Redis down', () => {
    let proxy: TcpProxy;
    let replicaC: RunningService;

    beforeAll(async () => {
      proxy = await startTcpProxy(6379);
      const runtime = { ...stack.runtime, redisUrl: `redis://127.0.0.1:${proxy.port}` };
      replicaC = await startService(gatewayService(new EnvReader({}), true, stack.runtime.dataDir), runtime, 0);
    });
    afterAll(async () => {
      await replicaC.close();
      await proxy.close();
    });

    it('should still answer every page and search from the content service', async () => {
      const c = () => request(replicaC.app.getHttpServer());
      await c().get('/api/content/public').query({ limit: 1 }).expect(200);
      proxy.cut();
      const page = await c().get('/api/content/public').query({ limit: 3, sort: 'title' }).expect(200);
      expect((page.body as { title: string }[]).map((i) => i.title)).toEqual(['Gratitude, renamed', 'Patience in hardship', 'The night journey']);
      const search = await c().get('/api/search').query({ q: 'night journey' }).expect(200);
      expect((search.body as { items: { title: string }[] }).items.map((i) => i.title)).toEqual(['The night journey']);
      proxy.restore();
    });
  });
});

describe('the budget of answers shared in Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const prefix = `${uniquePrefix()}lectures:published`;
  // Connected before the first answer: one asked while connecting is computed without Redis.
  beforeAll(() => redis.ping());
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const answers = async () => (await redis.keys(`${prefix}:*`)).filter((k) => !k.endsWith('#count')).length;
  async function settled(expected: number): Promise<number> {
    for (let i = 0; i < 50 && (await answers()) < expected; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    return answers();
  }

  it("should stop sharing a version's answers past its budget, so made-up searches cannot fill Redis", async () => {
    const replicaA = new SharedAnswers(redis, prefix, 3);
    const replicaB = new SharedAnswers(redis, prefix, 3);
    let loads = 0;
    const load = (n: number) => async () => {
      loads += 1;
      return { json: JSON.stringify({ n }) };
    };
    for (let i = 0; i < 6; i++) expect(await replicaA.get('v1', `search:${i}`, load(i))).toEqual({ json: JSON.stringify({ n: i }) });
    expect(await settled(3)).toBe(3);
    // The other replica reads the first three and computes the rest itself.
    loads = 0;
    for (let i = 0; i < 6; i++) expect(await replicaB.get('v1', `search:${i}`, load(i))).toEqual({ json: JSON.stringify({ n: i }) });
    expect(loads).toBe(3);
    // A new version of the published set has its own budget.
    await replicaA.get('v2', 'search:0', load(0));
    expect(await settled(4)).toBe(4);
  });

  it('should bound the bytes of all versions together, so many new versions cannot multiply the budget', async () => {
    const answer = { json: 'x'.repeat(100) };
    // Room for about three answers of ~120 bytes, whatever their versions.
    const replica = new SharedAnswers(redis, `${prefix}-all`, 1000, 400);
    for (let version = 0; version < 8; version++) await replica.get(`v${version}`, 'search:same', async () => answer);
    const shared = async () => (await redis.keys(`${prefix}-all:*`)).filter((k) => !k.endsWith('#count')).length;
    await new Promise((r) => setTimeout(r, 200));
    expect(await shared()).toBe(3);
  });
});
