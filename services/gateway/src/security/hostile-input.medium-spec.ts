import { gzipSync } from 'node:zlib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from '../media/media-test-stack';

/** Bodies nested far past any real request. */
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('hostile input', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let contributorId: string;

  beforeAll(async () => {
    stack = await startMediaStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    contributorId = (await signUp(stack, 'contributor')).id;
  });
  afterAll(() => stack.close());

  const json = (method: 'post' | 'put' | 'patch', path: string) => request(stack.server)[method](path).set('content-type', 'application/json');

  it.each([
    ['a NUL byte in a username at registration', () => json('post', '/api/auth/register').send({ username: 'nul\u0000user', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123' })],
    ['a NUL byte in a password at sign-in', () => json('post', '/api/auth/login').send({ username: 'someone', password: 'secret\u0000123' })],
    ['an unpaired surrogate in a username', () => json('post', '/api/auth/login').send('{"username":"ab\\ud800c","password":"tranquil-orchard-123"}')],
    ['JSON nested 100,000 levels deep', () => json('post', '/api/auth/login').send(deep(100_000))],
  ])('should answer %s with 400', async (_, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect((await request(stack.server).get('/health/live')).status).toBe(200);
  });

  it.each([
    ['a gzip body that is not gzip', () => json('post', '/api/auth/login').set('content-encoding', 'gzip').send(Buffer.from('this is not gzip at all'))],
    ['a gzip body that inflates to garbage', () => json('post', '/api/auth/login').set('content-encoding', 'gzip').send(gzipSync('{nope'))],
  ])('should refuse %s with 415', async (_, send) => {
    const res = await send();
    expect(res.status).toBe(415);
    expect(typeof res.body.message).toBe('string');
    expect((await request(stack.server).get('/health/live')).status).toBe(200);
  });

  describe('in the request target', () => {
    /** Every documented route, its path parameters filled with a well-formed id. */
    let targets: string[];
    beforeAll(async () => {
      const document = (await request(stack.server).get('/api/docs/openapi.json')).body as { paths: Record<string, object> };
      targets = [...Object.keys(document.paths), '/feed.xml', '/', '/content/00000000-0000-0000-0000-000000000000'].map((p) => p.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000'));
    });

    it.each([
      ['a NUL byte', 'q=a%00b'],
      ['a NUL byte in a parameter name', 'tags%00=x'],
      ['invalid UTF-8', 'q=%C3%28'],
      ['an overlong UTF-8 form of NUL', 'actor=%C0%80'],
      ['a lone surrogate in UTF-8', 'speaker=%ED%A0%80'],
      ['a malformed escape', 'q=%zz'],
      ['5,000 characters', `q=${'x'.repeat(5000)}`],
    ])('should answer a query string with %s with 400 on every route', async (_, query) => {
      const answers = await Promise.all(targets.map(async (target) => [target, (await admin.get(`${target}?${query}`)).status] as const));
      expect(answers.filter(([, status]) => status !== 400)).toEqual([]);
      expect(typeof (await admin.get(`/api/search?${query}`)).body.message).toBe('string');
    });

    it('should answer a path with a NUL byte or a malformed escape with 400', async () => {
      for (const path of ['/api/media/media%00/x', '/api/content/%E0%A4%A', '/content/%C0%AE%C0%AE']) {
        expect([path, (await admin.get(path)).status]).toEqual([path, 400]);
      }
    });

    it('should still read well-formed Arabic and plus signs in a query', async () => {
      expect((await request(stack.server).get(`/api/search?q=${encodeURIComponent('الصبر')}+patience`)).status).toBe(200);
    });
  });

  it('should refuse a NUL byte in a title with 400', async () => {
    const res = await admin.put('/api/media-uploads').send({ mediaURL: '/api/objects/uploads/x', title: 'Bad\u0000title', description: null, fileCreatedAt: null, fileName: 'a.mp3', durationSeconds: 5 });
    expect(res.status).toBe(400);
  });

  it('should refuse a duration of 2^31 seconds or more with 400', async () => {
    const res = await admin.put('/api/media-uploads').send({ mediaURL: '/api/objects/uploads/x', title: 'Long', description: null, fileCreatedAt: null, fileName: 'a.mp3', durationSeconds: 2 ** 31 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/durationSeconds/);
  });

  it('should refuse a null role and leave the user as it was', async () => {
    const res = await admin.patch(`/api/users/${contributorId}`).send({ role: null });
    expect(res.status).toBe(400);
    const { users } = (await admin.get('/api/users')).body as { users: { id: string; role: string }[] };
    expect(users.find((u) => u.id === contributorId)?.role).toBe('contributor');
  });
});
