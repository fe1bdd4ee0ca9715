import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';
import { DATA_SOURCE } from '@lectures/platform';
import type { DataSource } from 'typeorm';
import { AuditRetention } from './audit-retention';
import { AuditRepository } from './audit.repository';

interface Entry {
  id: string;
  at: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  targetLabel: string | null;
  address: string;
  detail: Record<string, unknown>;
  count: number;
}

/** The audit log: what staff and sign-in attempts did, read by admins only, never written through the API. */
describe('audit log', () => {
  let stack: TestStack;
  let admin: { agent: TestAgent; id: string; username: string };
  let writer: { agent: TestAgent; id: string; username: string };
  let itemId: string;

  const entries = async (query: Record<string, string | number> = {}) => {
    const res = await admin.agent.get('/api/audit').query(query).expect(200);
    return res.body as { entries: Entry[]; nextCursor: string | null };
  };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = await signUp(stack, 'admin', 'audit-admin');
    writer = await signUp(stack, 'contributor', 'audit-writer');
    await request(stack.server).post('/api/auth/login').send({ username: 'audit-writer', password: 'wrong-password' }).expect(401);
    await request(stack.server).post('/api/auth/login').send({ username: 'audit-writer', password: 'tranquil-orchard-123' }).expect(200);
    itemId = (await makeContent(stack.services[0].bus, { uploadedBy: writer.id })).id;
    await writer.agent.patch(`/api/content/${itemId}`).send({ title: 'Renamed', tags: ['Fiqh'] }).expect(200);
    await admin.agent.post(`/api/content/${itemId}/approve`).expect(200);
    await admin.agent.patch(`/api/users/${writer.id}`).send({ role: 'viewer' }).expect(200);
    await admin.agent.delete(`/api/content/${itemId}`).expect(200);
    // Refused calls change nothing and are not staff actions.
    await writer.agent.delete(`/api/content/${itemId}`).expect(403);
  });
  afterAll(() => stack.close());

  it('should record who did what to which item or account, from where, newest first', async () => {
    const { entries: all } = await entries();
    const seen = all.map((e) => [e.action, e.actorName, e.target]);
    expect(seen).toEqual([
      ['content.deleted', 'audit-admin', itemId],
      ['user.changed', 'audit-admin', writer.id],
      ['content.approved', 'audit-admin', itemId],
      ['content.edited', 'audit-writer', itemId],
      ['auth.signed-in', 'audit-writer', null],
      ['auth.sign-in-failed', 'audit-writer', null],
      ['user.registered', 'audit-writer', writer.id],
      ['user.registered', 'audit-admin', admin.id],
    ]);
    const byAction = new Map(all.map((e) => [e.action, e]));
    expect(byAction.get('content.edited')!.detail).toEqual({ fields: ['tags', 'title'] });
    expect(byAction.get('user.changed')!.detail).toEqual({ role: 'viewer' });
    expect(byAction.get('auth.sign-in-failed')).toMatchObject({ actorId: null, count: 1, detail: { reason: 'UNAUTHENTICATED', names: ['audit-writer'] } });
    expect(byAction.get('auth.signed-in')!.actorId).toBe(writer.id);
    for (const entry of all) {
      expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    // Passwords never reach the log.
    expect(JSON.stringify(all)).not.toMatch(/tranquil-orchard-123|wrong-password/);
  });

  it('should name the target as it was called: a title or a username', async () => {
    const { entries: all } = await entries();
    const labels = new Map(all.map((e) => [e.action, e.targetLabel]));
    expect(labels.get('content.edited')).toBe('Renamed');
    expect(labels.get('content.deleted')).toBe('Renamed');
    expect(labels.get('user.changed')).toBe('audit-writer');
    expect(labels.get('user.registered')).toBe('audit-admin');
    expect(labels.get('auth.signed-in')).toBeNull();
  });

  it('should filter by action and actor and page by cursor', async () => {
    expect((await entries({ action: 'user.registered' })).entries.map((e) => e.actorName)).toEqual(['audit-writer', 'audit-admin']);
    expect((await entries({ actor: 'AUDIT-WRITER' })).entries.every((e) => e.actorName === 'audit-writer')).toBe(true);
    const first = await entries({ limit: 3 });
    const second = await entries({ limit: 3, cursor: first.nextCursor! });
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(6);
    expect(second.entries[0].id < first.entries[2].id || Number(second.entries[0].id) < Number(first.entries[2].id)).toBe(true);
    for (const query of [{ action: 'content.hacked' }, { limit: 500 }, { cursor: 'abc' }]) {
      expect((await admin.agent.get('/api/audit').query(query)).status).toBe(400);
    }
  });

  it('should store nothing for a sign-in that fails validation, throttled or not', async () => {
    const before = (await entries({ limit: 200 })).entries;
    const huge = 'x'.repeat(900_000);
    for (let i = 0; i < 3; i++) expect((await request(stack.server).post('/api/auth/login').send({ username: huge, password: 'whatever-1' })).status).toBe(400);
    expect((await request(stack.server).post('/api/auth/login').send({ username: 'ab', password: 'x' })).status).toBe(400);
    expect((await request(stack.server).post('/api/auth/logout')).status).toBe(200);
    expect((await entries({ limit: 200 })).entries).toEqual(before);
  });

  it('should be readable by admins only and offer no way to write, edit or delete an entry', async () => {
    expect((await request(stack.server).get('/api/audit')).status).toBe(401);
    expect((await writer.agent.get('/api/audit')).status).toBe(403);
    const { entries: before } = await entries();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      expect((await admin.agent[method]('/api/audit').send({ action: 'content.deleted' })).status).toBe(404);
      expect((await admin.agent[method](`/api/audit/${before[0].id}`).send({ action: 'x' })).status).toBe(404);
    }
    expect((await entries()).entries).toEqual(before);
  });
});

/** The log under a flood: bounded rows, counted attempts, pages that neither repeat nor skip. */
describe('audit log under load', () => {
  let stack: TestStack;
  let admin: { agent: TestAgent; id: string; username: string };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = await signUp(stack, 'admin', 'load-admin');
  });
  afterAll(() => stack.close());

  const page = async (query: Record<string, string | number>) => {
    const res = await admin.agent.get('/api/audit').query(query).expect(200);
    return { body: res.body as { entries: Entry[]; nextCursor: string | null }, bytes: res.text.length };
  };

  it('should count a flood of refused sign-ins from one address in one row a minute, throttled ones too', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `${'n'.repeat(97)}${String(i).padStart(3, '0')}`);
    const statuses: number[] = [];
    for (const username of names) statuses.push((await request(stack.server).post('/api/auth/login').send({ username, password: 'wrong-password' })).status);
    expect(statuses).toContain(429);
    const rows = (await page({ action: 'auth.sign-in-failed', limit: 200 })).body.entries;
    // Two rows at most: the flood may cross a minute's edge.
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(30);
    for (const row of rows) {
      expect((row.detail.names as string[]).length).toBeLessThanOrEqual(5);
      expect(row.actorName!.length).toBeLessThanOrEqual(100);
    }
    expect(new Set(rows.map((row) => row.detail.reason))).toContain('TOO_MANY_REQUESTS');
  });

  it('should list newest first by number and page through 200 entries without a repeat or a gap', async () => {
    const item = await makeContent(stack.services[0].bus, { uploadedBy: admin.id });
    for (let i = 0; i < 200; i++) await admin.agent.patch(`/api/content/${item.id}`).send({ title: `Title ${i}` }).expect(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await page({ limit: 40, ...(cursor ? { cursor } : {}) });
      seen.push(...body.entries.map((e) => e.id));
      cursor = body.nextCursor;
    } while (cursor);
    const numbers = seen.map(Number);
    expect(new Set(seen).size).toBe(seen.length);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const [{ n }] = await stack.services[1].app.get<DataSource>(DATA_SOURCE).query<{ n: string }[]>(`SELECT count(*) AS n FROM "gateway"."audit_log"`);
    expect(seen.length).toBe(Number(n));
    expect(seen.length).toBeGreaterThan(200);
  }, 180_000); // 200 edits one after another: a minute or more on a busy machine

  it('should answer its largest page in well under a megabyte', async () => {
    const { body, bytes } = await page({ limit: 200 });
    expect(body.entries.length).toBe(200);
    expect(bytes).toBeLessThan(400_000);
  });

  it('should keep at most 100 characters of a name, 200 of a title and 1,000 of a detail, whatever a writer hands it', async () => {
    const repository = stack.services[1].app.get(AuditRepository);
    const long = (n: number) => 'w'.repeat(n);
    await repository.add({ action: 'content.edited', actorId: admin.id, actorName: long(5000), target: long(5000), targetLabel: long(5000), address: long(5000), detail: { note: long(5000) } });
    await repository.addRefused({ action: 'auth.sign-in-failed', claimedName: long(900_000), address: '198.51.100.77', reason: long(5000) });
    const dataSource = stack.services[1].app.get<DataSource>(DATA_SOURCE);
    const rows = await dataSource.query<{ action: string; name: number; target: number; label: number; address: number; detail: number }[]>(
      `SELECT action, length(actor_name) AS name, length(target) AS target, length(target_label) AS label, length(address) AS address, length(detail::text) AS detail
         FROM "gateway"."audit_log" WHERE action IN ('content.updated', 'auth.sign-in-failed') AND (actor_name LIKE 'www%' OR address = '198.51.100.77')`,
    );
    expect(rows.find((r) => r.action === 'content.updated')).toEqual({ action: 'content.updated', name: 100, target: 100, label: 200, address: 100, detail: expect.any(Number) });
    expect(rows.find((r) => r.action === 'content.updated')!.detail).toBeLessThanOrEqual(1000);
    const refused = rows.find((r) => r.action === 'auth.sign-in-failed')!;
    expect(refused.name).toBe(100);
    expect(refused.detail).toBeLessThan(1000);
  });

  it('should remove entries past the retention and keep the rest', async () => {
    const dataSource = stack.services[1].app.get<DataSource>(DATA_SOURCE);
    await dataSource.query(`INSERT INTO "gateway"."audit_log" (at, action, address, detail) VALUES (now() - interval '400 days', 'auth.signed-out', '192.0.2.1', '{}')`);
    const count = async () => Number((await dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM "gateway"."audit_log"`))[0].n);
    const before = await count();
    expect(await stack.services[1].app.get(AuditRetention).apply()).toBe(1);
    expect(await count()).toBe(before - 1);
  });
});
