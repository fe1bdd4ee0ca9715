// A rolling update runs the new version's migrations (the Helm pre-upgrade Jobs) while the
// old version's pods still serve, and for a while both versions run side by side. That is
// safe only when a migration adds and never takes away. This suite holds both halves:
// every migration since the last breaking one only adds; and a running version keeps
// serving on a schema one additive step ahead of it, as old pods do during a roll.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { contentService } from '../../services/content/src/content.service-definition';
import { DropTranscriptCopies1765010000000 } from '../../services/content/src/migrations/1765010000000-DropTranscriptCopies';
import { makeContent } from '../../services/gateway/src/testing/content-factory';
import { signUp, startGatewayStack } from '../../services/gateway/src/testing/gateway-test-stack';
import { repoRoot } from './repo-files';

/**
 * Migrations that broke the previous version, released with a full stop of the old pods
 * (their notes say so). Every later one must be additive.
 */
const BREAKING_BEFORE_ROLLING_UPDATES = new Set(['1764100000000-KeysNotUrls.ts', '1764200000000-SearchInsideTranscripts.ts']);
/**
 * The second step of a move: takes away what the release of its first step stopped using, so it
 * ships a release later, once no pod of the release before the first step can be left. Listed
 * here until then (it must not be registered); then move it to CONTRACTED_A_RELEASE_LATER and
 * register it.
 */
const CONTRACTS_FOR_THE_NEXT_RELEASE = new Map([['1765010000000-DropTranscriptCopies.ts', '1765000000000-TranscriptRows.ts']]);
const CONTRACTED_A_RELEASE_LATER = new Set<string>();
/** What an old pod cannot live with: a column or table gone, renamed, retyped or newly required. */
const NOT_ADDITIVE = /\bDROP\s+(?:COLUMN|TABLE)\b|\bRENAME\b|\bALTER\s+COLUMN\s+"?\w+"?\s+(?:TYPE|SET\s+NOT\s+NULL)\b|\bADD\s+COLUMN\s+"?\w+"?\s+[^,;`]*\bNOT\s+NULL\b(?![^,;`]*\bDEFAULT\b)/i;

function migrations(): { file: string; up: string }[] {
  const found: { file: string; up: string }[] = [];
  for (const service of readdirSync(join(repoRoot, 'services'))) {
    const dir = join(repoRoot, 'services', service, 'src', 'migrations');
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => /^\d+-.+\.ts$/.test(f) && !f.includes('spec'));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const start = text.indexOf('async up(');
      const end = text.indexOf('async down(');
      found.push({ file, up: text.slice(start, end > start ? end : undefined) });
    }
  }
  return found;
}

describe('rolling updates', () => {
  it('should only add in every migration since rolling updates began', () => {
    const offending = migrations()
      .filter(({ file }) => !BREAKING_BEFORE_ROLLING_UPDATES.has(file) && !CONTRACTS_FOR_THE_NEXT_RELEASE.has(file) && !CONTRACTED_A_RELEASE_LATER.has(file))
      .filter(({ up }) => NOT_ADDITIVE.test(up))
      .map(({ file, up }) => `${file}: ${NOT_ADDITIVE.exec(up)?.[0]}`);
    expect(offending).toEqual([]);
  });

  it('should hold a contracting migration back until the release after its first step', () => {
    const registered = new Set((contentService().migrations as { name: string }[]).map((m) => m.name));
    const className = (file: string) => file.replace(/^(\d+)-(\w+)\.ts$/, '$2$1');
    for (const [contract, expand] of CONTRACTS_FOR_THE_NEXT_RELEASE) {
      expect({ contract, registered: registered.has(className(contract)) }).toEqual({ contract, registered: false });
      expect({ expand, registered: registered.has(className(expand)) }).toEqual({ expand, registered: true });
    }
  });

  it('should recognise what is not additive (the check can fail)', () => {
    for (const sql of [
      'ALTER TABLE "content"."content" DROP COLUMN "media_url"',
      'DROP TABLE "gateway"."session"',
      'ALTER TABLE "t" RENAME COLUMN "a" TO "b"',
      'ALTER TABLE "t" ALTER COLUMN "a" TYPE bigint',
      'ALTER TABLE "t" ALTER COLUMN "a" SET NOT NULL',
      'ALTER TABLE "t" ADD COLUMN "a" text NOT NULL',
    ]) {
      expect({ sql, additive: !NOT_ADDITIVE.test(sql) }).toEqual({ sql, additive: false });
    }
    for (const sql of ['ALTER TABLE "t" ADD COLUMN "a" jsonb', `ALTER TABLE "t" ADD COLUMN "a" text[] NOT NULL DEFAULT '{}'`, 'CREATE TABLE "t2" ("id" int)']) {
      expect({ sql, additive: !NOT_ADDITIVE.test(sql) }).toEqual({ sql, additive: true });
    }
  });

  describe('a running version on the next version’s schema', () => {
    let stack: TestStack;

    beforeAll(async () => {
      stack = await startGatewayStack('in-process');
      // The next release's migration runs while these pods serve: a new nullable column on
      // every table, a defaulted one, and a new table, in each schema.
      const db = new Client({ connectionString: stack.runtime.databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ schema: string; name: string }>(
          `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
           WHERE table_schema IN ('content', 'gateway') AND table_type = 'BASE TABLE'`,
        );
        expect(rows.length).toBeGreaterThan(3);
        for (const { schema, name } of rows) {
          await db.query(`ALTER TABLE "${schema}"."${name}" ADD COLUMN "next_release_note" text, ADD COLUMN "next_release_flag" boolean NOT NULL DEFAULT false`);
        }
        for (const schema of ['content', 'gateway']) await db.query(`CREATE TABLE "${schema}"."next_release_table" ("id" bigserial PRIMARY KEY)`);
        // And the step the next release takes away after this one's move of the transcript into rows.
        await new DropTranscriptCopies1765010000000().up({ query: (sql: string) => db.query(sql) } as unknown as QueryRunner);
      } finally {
        await db.end();
      }
    });
    afterAll(() => stack?.close());

    it('should keep signing people in, creating, editing, publishing, listing, searching, and transcribing and correcting', async () => {
      const admin = (await signUp(stack, 'admin')).agent;
      const contributor = await signUp(stack, 'contributor');
      await contributor.agent.post('/api/auth/logout').expect(200);
      await contributor.agent.post('/api/auth/login').send({ username: contributor.username, password: 'tranquil-orchard-123' }).expect(200);

      const item = await makeContent(stack.services[0].bus, { title: 'Served across a roll', uploadedBy: contributor.id, durationSeconds: 10 });
      await stack.services[0].bus.emit('transcription.completed.v2', {
        contentId: item.id,
        generation: 1,
        passages: [{ start: 0, end: 5, text: 'Patients is light.' }, { start: 5, end: 10, text: 'Mercy is a name of God.' }],
        analysis: { summary: 'On patience.' },
      });
      for (let i = 0; i < 100 && !((await admin.get(`/api/content/${item.id}`)).body as ContentDto).transcriptText; i++) await new Promise((r) => setTimeout(r, 100));
      await admin.put(`/api/content/${item.id}/transcript`).send({ passages: [{ start: 0, end: 5, text: 'Patience is light.' }, { start: 5, end: 10, text: 'Mercy is a name of God.' }] }).expect(200);
      await admin.post(`/api/content/${item.id}/reprocess`).expect(200);
      await stack.services[0].bus.emit('transcription.completed.v2', {
        contentId: item.id,
        generation: 2,
        passages: [{ start: 0, end: 5, text: 'Patients is light.' }, { start: 5, end: 10, text: 'Mercy is a name of God again.' }],
        analysis: { summary: 'On patience again.' },
      });
      for (let i = 0; i < 100 && ((await admin.get(`/api/content/${item.id}`)).body as ContentDto).status !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
      await admin.patch(`/api/content/${item.id}`).send({ speaker: 'Shaykh Roll', tags: ['Fiqh'] }).expect(200);
      await admin.post(`/api/content/${item.id}/approve`).expect(200);
      await contributor.agent.patch(`/api/content/${item.id}`).send({ title: 'Revised across a roll' }).expect(200);

      const listed = (await request(stack.server).get('/api/content/public').expect(200)).body as ContentDto[];
      expect(listed.map((c) => c.title)).toEqual(['Served across a roll']);
      const staff = (await admin.get(`/api/content/${item.id}`).expect(200)).body as ContentDto;
      expect(staff).toMatchObject({ title: 'Revised across a roll', speaker: 'Shaykh Roll', status: 'approved', transcriptText: 'Patience is light. Mercy is a name of God again.' });
      const found = (await request(stack.server).get('/api/search').query({ q: 'roll' }).expect(200)).body as { items: { id: string }[] };
      expect(found.items.map((i) => i.id)).toEqual([item.id]);
      const said = (await request(stack.server).get('/api/search').query({ q: 'patience' }).expect(200)).body as { items: { id: string; passages: { startTimeSec: number }[] }[] };
      expect(said.items.map((i) => [i.id, i.passages[0]?.startTimeSec])).toEqual([[item.id, 0]]);
      expect((await request(stack.server).get(`/api/content/${item.id}/captions.vtt`).expect(200)).text).toContain('Patience is light.');
      expect((await admin.get('/api/audit').expect(200)).body.entries.length).toBeGreaterThan(0);
    });
  });
});
