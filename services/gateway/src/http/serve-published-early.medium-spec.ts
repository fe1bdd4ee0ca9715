import request from 'supertest';
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
    const again = await request(stack.server).get('/api/content/public?limit=1').expect(200);
    expect(again.body).toEqual(first.body);
    for (const header of ['etag', 'x-next-cursor', 'content-security-policy', 'cache-control', 'content-type']) expect(again.headers[header]).toBe(first.headers[header]);
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
