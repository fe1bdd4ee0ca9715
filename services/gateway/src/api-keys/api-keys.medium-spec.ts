import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { Client } from 'pg';
import type { ApiKeyDto, AuditEntry, CreatedApiKeyDto } from '@lectures/proto';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startMediaStack } from '../media/media-test-stack';

jest.setTimeout(120_000);

/** API keys on the real gateway (RabbitMQ, PostgreSQL): made by admins, used by scripts, audited. */
describe('API keys', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let db: Client;

  beforeAll(async () => {
    stack = await startMediaStack('rmq');
    admin = request.agent(stack.server);
    await admin.post('/api/auth/register').send({ username: 'keymaster', password: 'gate-keeper-77', confirmPassword: 'gate-keeper-77' }).expect(201);
    db = new Client({ connectionString: stack.runtime.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  const make = async (body: object): Promise<CreatedApiKeyDto> => (await admin.post('/api/api-keys').send(body).expect(201)).body as CreatedApiKeyDto;
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const audit = async (action: string) => ((await admin.get(`/api/audit?action=${action}`).expect(200)).body as { entries: AuditEntry[] }).entries;

  it('should require an admin session', async () => {
    await request(stack.server).get('/api/api-keys').expect(401);
    const contributor = request.agent(stack.server);
    await contributor.post('/api/auth/register').send({ username: 'scribe', password: 'ink-and-quill-9', confirmPassword: 'ink-and-quill-9', role: 'contributor' }).expect(201);
    await contributor.post('/api/api-keys').send({ name: 'mine', role: 'contributor', expiresInDays: 30 }).expect(403);
  });

  it('should reject a key without a name, with an unknown role or too long a life', async () => {
    await admin.post('/api/api-keys').send({ name: ' ', role: 'admin', expiresInDays: 30 }).expect(400);
    await admin.post('/api/api-keys').send({ name: 'x', role: 'owner', expiresInDays: 30 }).expect(400);
    await admin.post('/api/api-keys').send({ name: 'x', role: 'admin', expiresInDays: 5000 }).expect(400);
  });

  it('should show a new key once, keep only its hash, and authenticate requests with it as its role', async () => {
    const created = await make({ name: 'Archive importer', role: 'admin', expiresInDays: 30 });
    expect(created.key).toMatch(/^llk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = (await admin.get('/api/api-keys').expect(200)).body as ApiKeyDto[];
    expect(listed.find((k) => k.id === created.id)).not.toHaveProperty('key');
    const { rows } = await db.query<{ key_hash: string }>(`SELECT key_hash FROM gateway.api_key WHERE id = $1`, [created.id]);
    expect(rows[0].key_hash).not.toContain(created.key);
    expect(JSON.stringify((await audit('api-key.created'))[0])).not.toContain(created.key);

    const me = await request(stack.server).get('/api/auth/me').set(bearer(created.key)).expect(200);
    expect(me.body).toMatchObject({ user: { username: 'keymaster', role: 'admin' } });
    await request(stack.server).get('/api/imports').set(bearer(created.key)).expect(200);
    const used = await audit('auth.api-key-used');
    expect(used[0]).toMatchObject({ actorName: 'keymaster', target: created.id, detail: { key: 'Archive importer', role: 'admin' } });
    // A key cannot make more keys.
    await request(stack.server).post('/api/api-keys').set(bearer(created.key)).send({ name: 'child', role: 'admin', expiresInDays: 1 }).expect(403);
  });

  it('should refuse what the key\'s role may not do, and never give a key more than its maker has now', async () => {
    const viewer = await make({ name: 'Reader', role: 'viewer', expiresInDays: 30 });
    await request(stack.server).get('/api/content').set(bearer(viewer.key)).expect(200);
    await request(stack.server).get('/api/imports').set(bearer(viewer.key)).expect(403);
    await request(stack.server).post('/api/objects/upload').set(bearer(viewer.key)).expect(403);

    // A second admin makes an admin key, then is made a contributor: the key follows.
    const second = request.agent(stack.server);
    await second.post('/api/auth/register').send({ username: 'deputy', password: 'second-seat-55', confirmPassword: 'second-seat-55', role: 'contributor' }).expect(201);
    const deputyId = ((await second.get('/api/auth/me').expect(200)).body as { user: { id: string } }).user.id;
    await admin.patch(`/api/users/${deputyId}`).send({ role: 'admin' }).expect(200);
    const deputyKey = (await second.post('/api/api-keys').send({ name: 'Deputy script', role: 'admin', expiresInDays: 7 }).expect(201)).body as CreatedApiKeyDto;
    await request(stack.server).get('/api/imports').set(bearer(deputyKey.key)).expect(200);
    await admin.patch(`/api/users/${deputyId}`).send({ role: 'contributor' }).expect(200);
    await request(stack.server).get('/api/imports').set(bearer(deputyKey.key)).expect(403);
  });

  it('should refuse expired, revoked and unknown keys, and audit each refusal', async () => {
    const expiring = await make({ name: 'Old script', role: 'admin', expiresInDays: 1 });
    await db.query(`UPDATE gateway.api_key SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expiring.id]);
    expect((await request(stack.server).get('/api/imports').set(bearer(expiring.key)).expect(401)).body).toEqual({ message: 'Invalid, expired or revoked API key' });

    const revoked = await make({ name: 'Leaked key', role: 'admin', expiresInDays: 30 });
    await request(stack.server).get('/api/imports').set(bearer(revoked.key)).expect(200);
    expect(((await admin.delete(`/api/api-keys/${revoked.id}`).expect(200)).body as ApiKeyDto).revokedAt).not.toBeNull();
    await request(stack.server).get('/api/imports').set(bearer(revoked.key)).expect(401);

    await request(stack.server).get('/api/imports').set(bearer('llk_' + 'A'.repeat(43))).expect(401);
    // Public pages too: a wrong key is an error to fix, not silently anonymous.
    await request(stack.server).get('/api/content/public').set(bearer('not-a-key')).expect(401);

    const refusals = await audit('auth.api-key-refused');
    expect(refusals.map((r) => r.detail.reason)).toEqual(expect.arrayContaining(['expired', 'revoked', 'unknown key']));
    expect(refusals.find((r) => r.detail.reason === 'revoked')).toMatchObject({ target: revoked.id, actorName: 'keymaster' });
    expect((await audit('api-key.revoked'))[0].target).toBe(revoked.id);
  });
});
