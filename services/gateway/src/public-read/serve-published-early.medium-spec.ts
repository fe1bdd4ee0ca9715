import request from 'supertest';
import { metricsText } from '@lectures/platform';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

/** Public answers already sent go out again before routing: the same answer, the same headers, never a stale one. */
describe('public answers served before routing', () => {
  let stack: TestStack;
  let admin: TestAgent;

  const publish = async (title: string) => {
    const item = await makeContent(stack.services[0].bus, { title });
    await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    await publish('First early lecture');
    await publish('Second early lecture');
  });
  afterAll(() => stack.close());

  it('should answer a page asked again exactly as the route did, and still refuse what the route refuses', async () => {
    const first = await request(stack.server).get('/api/content/public?limit=1').expect(200);
    const counted = async () => Number(/lectures_http_request_duration_seconds_count\{method="GET",route="\/api\/content\/public",status="200"\} (\d+)/.exec(await metricsText())?.[1] ?? 0);
    const before = await counted();
    const again = await request(stack.server).get('/api/content/public?limit=1').expect(200);
    expect(again.body).toEqual(first.body);
    const perResponse = ['date', 'x-request-id', 'connection', 'keep-alive', 'content-length'];
    const same = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.includes(name)));
    expect(same(again.headers)).toEqual(same(first.headers));
    expect(again.headers['content-security-policy']).toBeTruthy();
    // Answered before routing, still counted under its route for the operators' dashboards.
    expect(await counted()).toBe(before + 1);
    expect(again.headers['x-request-id']).toEqual(expect.any(String));
    await request(stack.server).get('/api/content/public?limit=1').set('If-None-Match', String(first.headers.etag)).expect(304);
    for (let i = 0; i < 2; i++) await request(stack.server).get('/api/content/public?cursor=not-a-cursor').expect(400);
  });

  it('should never serve an answer from before a change made through this gateway', async () => {
    const titles = async () => ((await request(stack.server).get('/api/content/public?limit=10').expect(200)).body as { title: string }[]).map((c) => c.title);
    expect(await titles()).toHaveLength(2);
    expect(await titles()).toHaveLength(2);
    await publish('Third early lecture');
    expect(await titles()).toEqual(expect.arrayContaining(['Third early lecture']));
  });
});
