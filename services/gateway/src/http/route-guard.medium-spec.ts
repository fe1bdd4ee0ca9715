import request from 'supertest';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startGatewayStack } from '../testing/gateway-test-stack';

/** Routes anyone may call. A new route is closed unless it is added here and marked @Public(). */
const PUBLIC_ROUTES = new Set([
  'get /health/live',
  'get /health/ready',
  'post /api/auth/register',
  'get /api/auth/registration',
  'post /api/auth/login',
  'post /api/auth/logout',
  'get /api/content/public',
  'get /api/content/public/{id}',
  'get /api/content/public/stats',
  'get /api/content/facets',
  'get /feed.xml',
  'get /sitemap.xml',
  'get /sitemaps/{file}',
  'get /robots.txt',
  'get /api/search',
  'post /api/objects/upload',
  'put /api/objects/put/{key}',
  'get /api/media/{key}',
  'get /api/content/{id}/captions.vtt',
  'get /api/content/{id}/transcript.txt',
  'get /api/content/{id}/chapters.vtt',
  'get /api/content/{id}/chapters.json',
  'get /api/content/{id}/artwork',
  'get /api/series/{id}/artwork',
  'get /api/series/public',
  'get /api/series/public/{slug}',
  'get /api/content/public/{id}/series',
  'get /api/series/public/{slug}/speakers',
  'get /api/speakers/public',
  'get /api/speakers/public/{address}',
  'get /api/speakers/public/{address}/lectures',
]);

describe('every gateway route', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
  });
  afterAll(() => stack.close());

  it('should require a session unless it is one of the known public routes', async () => {
    const doc = (await request(stack.server).get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const open: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const key = `${method} ${path}`;
        if (PUBLIC_ROUTES.has(key)) continue;
        const url = path.replace(/\{[^}]+\}/g, '6a0f1a7e-3d4b-4c1e-9f00-000000000000');
        const res = await request(stack.server)[method as 'get'](url).send({});
        checked += 1;
        if (res.status !== 401) open.push(`${key} -> ${res.status}`);
      }
    }
    expect(open).toEqual([]);
    expect(checked).toBeGreaterThan(8);
  });
});
