import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startMediaStack } from '../media/media-test-stack';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const LINTER = join(ROOT, 'scripts/lint-openapi.mjs');
const TYPE_GENERATOR = join(ROOT, 'node_modules/openapi-typescript/bin/cli.js');
/** The web app's response types, generated from this document (`npm run api:types` writes them again). */
const WEB_TYPES = join(ROOT, 'web/src/types/api-schema.gen.ts');

/** Lints a document with the project's Redocly settings; its output lines and exit code. */
async function lint(document: string): Promise<{ lines: string[]; code: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'api-document-'));
  try {
    await writeFile(join(dir, 'openapi.json'), document);
    const { stdout } = await run(process.execPath, [LINTER, join(dir, 'openapi.json')]);
    return { lines: stdout.split('\n').filter(Boolean), code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; code?: number };
    return { lines: (failed.stdout ?? '').split('\n').filter(Boolean), code: failed.code ?? 1 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The TypeScript types openapi-typescript generates from a document. */
async function typesOf(document: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'api-types-'));
  try {
    await writeFile(join(dir, 'openapi.json'), document);
    await run(process.execPath, [TYPE_GENERATOR, join(dir, 'openapi.json'), '-o', join(dir, 'api.ts')]);
    return await readFile(join(dir, 'api.ts'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** /api/docs reads as a manual: Redocly's recommended rules hold over the whole document. */
describe('the API document', () => {
  let stack: TestStack;
  let document: string;
  beforeAll(async () => {
    stack = await startMediaStack('in-process');
    document = (await request(stack.server).get('/api/docs/openapi.json').expect(200)).text;
    if (process.env.DUMP_API_DOCUMENT) await writeFile(process.env.DUMP_API_DOCUMENT, document);
  });
  afterAll(() => stack.close());

  it("should pass Redocly's recommended rules with no error", async () => {
    const { lines, code } = await lint(document);
    expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
    expect(code).toBe(0);
  });

  it('should give every operation a summary and say whether it needs a session', () => {
    const { paths } = JSON.parse(document) as { paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>> };
    const operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, ...op })));
    expect(operations.filter((op) => !op.summary?.trim()).map((op) => op.route)).toEqual([]);
    // Open routes say so (security: []); the rest inherit the session requirement.
    expect(operations.find((op) => op.route === 'get /api/content/public')?.security).toEqual([]);
    expect(operations.find((op) => op.route === 'get /api/audit')?.security).toBeUndefined();
  });

  it("should be what the web app's generated response types were made from", async () => {
    const fresh = await typesOf(document);
    if (process.env.UPDATE_API_TYPES) await writeFile(WEB_TYPES, fresh);
    const committed = await readFile(WEB_TYPES, 'utf8');
    // Stale types let the web app read fields the API no longer sends (or miss new ones): `npm run api:types`.
    expect({ stale: committed !== fresh, fix: 'npm run api:types' }).toEqual({ stale: false, fix: 'npm run api:types' });
  });

  it('should fail the lint for an operation without a summary (the check can fail)', async () => {
    const broken = JSON.parse(document) as { paths: Record<string, Record<string, { summary?: string }>> };
    delete broken.paths['/api/content/public'].get.summary;
    const { lines, code } = await lint(JSON.stringify(broken));
    expect(code).toBe(1);
    expect(lines.some((line) => line.includes('operation-summary'))).toBe(true);
  });
});
