import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

interface Entry {
  id: string;
  at: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  address: string;
  detail: Record<string, unknown>;
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
    await request(stack.server).post('/api/auth/login').send({ username: 'audit-writer', password: 'secret123' }).expect(200);
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
    expect(byAction.get('auth.sign-in-failed')).toMatchObject({ actorId: null, detail: { reason: 'UNAUTHENTICATED' } });
    expect(byAction.get('auth.signed-in')!.actorId).toBe(writer.id);
    for (const entry of all) {
      expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    // Passwords never reach the log.
    expect(JSON.stringify(all)).not.toMatch(/secret123|wrong-password/);
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
