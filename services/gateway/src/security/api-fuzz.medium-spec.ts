import fc from 'fast-check';
import request from 'supertest';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { makeContent } from '../testing/content-factory';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from '../media/media-test-stack';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Route {
  method: Method;
  path: string;
  /** Property names of the documented request body, so fuzzed bodies reach the handlers. */
  fields: string[];
}
interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

// Routes that would end the fuzzer's own session; they get their own plain tests elsewhere.
const SESSION_ENDING = new Set(['post /api/auth/logout', 'post /api/auth/sessions/revoke-others']);

/** Text an attacker sends: NUL, lone surrogates, control and bidi characters, huge runs, path tricks. */
const attackStrings = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e', '../../etc/passwd', '%00', '{{7*7}}', "' OR 1=1 --", '<script>', '__proto__', 'constructor');
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  attackStrings,
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** JSON values of any shape, prototype keys and deep nesting included. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.double(),
    fc.integer(),
    fc.constantFrom(2 ** 31, 2 ** 53, -1, 1e308, null, true, false),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'prototype', 'title', 'role', 'tags')), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Percent-encodes anything, a lone surrogate as the invalid UTF-8 bytes a raw client could send. */
function encode(text: string): string {
  return [...text].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

/**
 * Bodies that pass validation, keyed by route: the fuzzer replaces one field of such a body
 * with a hostile value, so the value reaches the service and the database behind validation.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'post /api/auth/register': { username: 'fuzzuser', password: 'patience-42', confirmPassword: 'patience-42', fullName: 'Fuzz', role: 'viewer' },
  'post /api/auth/login': { username: 'fuzzuser', password: 'patience-42' },
  'patch /api/auth/me': { fullName: 'Someone' },
  'post /api/auth/password': { currentPassword: 'tranquil-orchard-123', newPassword: 'patience-42' },
  'patch /api/content/{id}': { title: 'A title', description: 'D', speaker: 'S', tags: ['a'] },
  'patch /api/users/{id}': { role: 'viewer' },
  'put /api/media-uploads': { mediaURL: '/api/objects/put/x', title: 'T', description: null, fileCreatedAt: null, fileName: 'a.mp3', durationSeconds: 5 },
};

const pathParam = fc.oneof(fc.uuid(), hostileText.map(encode), fc.constantFrom('00000000-0000-0000-0000-000000000000', '..', '%2e%2e', '%', '%zz'));

describe('every API route under hostile input', () => {
  let stack: TestStack;
  let cookie: string;
  let routes: Route[];
  /** Ids of things that exist, so routes get past their 404. */
  let realIds: string[];

  beforeAll(async () => {
    stack = await startMediaStack('in-process');
    const { username, id: adminId } = await signUp(stack, 'admin');
    const other = await signUp(stack, 'contributor');
    const item = await makeContent(stack.services[0].bus, { uploadedBy: adminId });
    realIds = [item.id, other.id];
    const login = await request(stack.server).post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' });
    cookie = String(login.headers['set-cookie']).split(';')[0];
    const document = (await request(stack.server).get('/api/docs/openapi.json')).body as OpenApi;
    const fieldsOf = (ref?: string) => Object.keys(document.components.schemas[ref?.split('/').pop() ?? '']?.properties ?? {});
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter((entry): entry is [Method, (typeof operations)[string]] => ['get', 'post', 'put', 'patch', 'delete'].includes(entry[0]))
        .map(([method, operation]) => ({ method, path, fields: fieldsOf(operation.requestBody?.content?.['application/json']?.schema?.$ref) }))
        .filter((r) => !SESSION_ENDING.has(`${r.method} ${r.path}`)),
    );
  });
  afterAll(() => stack.close());

  it('should know the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('should never answer 5xx, whatever the body, query, path parameters and headers', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof({ arbitrary: pathParam, weight: 1 }, { arbitrary: fc.constantFrom(...realIds), weight: 3 }), { minLength: 3, maxLength: 3 }),
          fc.dictionary(hostileText, fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })), { maxKeys: 4 }),
          fc.oneof(
            hostileJson,
            fc.constant(undefined),
            // The documented fields, each with a hostile value: what reaches validation and the database.
            ...(route.fields.length > 0 ? [fc.record(Object.fromEntries(route.fields.map((f) => [f, hostileJson])), { requiredKeys: [] })] : []),
            ...(VALID_BODIES[`${route.method} ${route.path}`]
              ? [
                  fc
                    .tuple(
                      fc.constantFrom(...Object.keys(VALID_BODIES[`${route.method} ${route.path}`])),
                      fc.oneof({ arbitrary: attackStrings, weight: 3 }, { arbitrary: hostileText, weight: 1 }, { arbitrary: hostileJson, weight: 1 }),
                    )
                    .map(([field, value]) => ({ ...VALID_BODIES[`${route.method} ${route.path}`], [field]: value })),
                ]
              : []),
          ),
          fc.boolean(),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16'),
          async (params, query, body, signedIn, contentType) => {
            let i = 0;
            const path = route.path.replace(/\{[^}]+\}/g, () => params[i++]);
            const search = Object.entries(query)
              .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(v)}`))
              .join('&');
            let req = request(stack.server)[route.method](search ? `${path}?${search}` : path);
            if (signedIn) req = req.set('cookie', cookie);
            // A live event stream for a real item never ends on its own: read its status, then hang up.
            if (route.path.endsWith('/stream')) req = req.buffer(false).parse((stream, done) => ((stream as unknown as { destroy(): void }).destroy(), done(null, null)));
            if (body !== undefined && route.method !== 'get') {
              req = req.set('content-type', contentType).send(JSON.stringify(body) ?? 'null');
            }
            const res = await req;
            if (res.status >= 500 && res.status !== 503) failures.push(`${route.method.toUpperCase()} ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
            return res.status < 500 || res.status === 503;
          },
        ),
        { numRuns: VALID_BODIES[`${route.method} ${route.path}`] ? 150 : 30, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) },
      ).catch((error: unknown) => failures.push(String(error).split('\n').slice(0, 3).join(' ')));
    }
    expect(failures).toEqual([]);
    expect((await request(stack.server).get('/health/live')).status).toBe(200);
  }, 300_000);
});
