import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

describe('UsersController', () => {
  let stack: TestStack;
  let admin: { agent: TestAgent; id: string };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = await signUp(stack, 'admin', 'users-admin'); // the first account is the admin
  });
  afterAll(() => stack.close());

  describe('GET /api/users', () => {
    it('should require authentication', async () => {
      expect((await request(stack.server).get('/api/users')).status).toBe(401);
    });

    it.each(['viewer', 'contributor'] as const)('should refuse a %s with 403', async (role) => {
      const { agent } = await signUp(stack, role);
      expect((await agent.get('/api/users')).status).toBe(403);
    });

    it('should list every account with role and disabled flag, without password data', async () => {
      const viewer = await signUp(stack, 'viewer');
      const res = await admin.agent.get('/api/users');
      expect(res.status).toBe(200);
      const found = res.body.users.find((u: { id: string }) => u.id === viewer.id);
      expect(found).toMatchObject({ username: viewer.username, role: 'viewer', disabled: false });
      expect(found).not.toHaveProperty('passwordHash');
    });
  });

  describe('PATCH /api/users/{id}', () => {
    it('should require authentication', async () => {
      expect((await request(stack.server).patch(`/api/users/${admin.id}`).send({ role: 'viewer' })).status).toBe(401);
    });

    it('should refuse a contributor with 403', async () => {
      const contributor = await signUp(stack, 'contributor');
      const res = await contributor.agent.patch(`/api/users/${contributor.id}`).send({ role: 'admin' });
      expect(res.status).toBe(403);
    });

    it.each([
      [{ role: 'owner' }, 'Role must be one of admin, contributor, viewer'],
      [{ disabled: 'yes' }, 'disabled must be true or false'],
      [{}, 'Nothing to change: send role or disabled'],
    ])('should reject %j with 400', async (body, message) => {
      const viewer = await signUp(stack, 'viewer');
      const res = await admin.agent.patch(`/api/users/${viewer.id}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    it('should answer 404 for an unknown user', async () => {
      const res = await admin.agent.patch('/api/users/7d1b8f0e-7d36-4a39-9a55-4f1c0c0c0c0c').send({ role: 'viewer' });
      expect(res.status).toBe(404);
    });

    it('should not let an admin demote or disable themselves', async () => {
      const demote = await admin.agent.patch(`/api/users/${admin.id}`).send({ role: 'viewer' });
      const disable = await admin.agent.patch(`/api/users/${admin.id}`).send({ disabled: true });
      expect(demote.status).toBe(403);
      expect(disable.status).toBe(403);
      expect(demote.body).toEqual({ message: 'You cannot change your own role or disable your own account' });
      expect((await admin.agent.get('/api/auth/me')).body.user.role).toBe('admin');
    });

    it('should change a role, which takes effect on the next request', async () => {
      const viewer = await signUp(stack, 'viewer');
      expect((await viewer.agent.post('/api/objects/upload')).status).toBe(403);
      const res = await admin.agent.patch(`/api/users/${viewer.id}`).send({ role: 'contributor' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: viewer.id, role: 'contributor' });
      expect((await viewer.agent.get('/api/auth/me')).body.user.role).toBe('contributor');
    });

    it('should disable an account: its sessions end and it cannot sign in until enabled again', async () => {
      const viewer = await signUp(stack, 'viewer');
      const res = await admin.agent.patch(`/api/users/${viewer.id}`).send({ disabled: true });
      expect(res.status).toBe(200);
      expect(res.body.user.disabled).toBe(true);
      expect((await viewer.agent.get('/api/auth/me')).status).toBe(401);
      const login = () => request(stack.server).post('/api/auth/login').send({ username: viewer.username, password: 'tranquil-orchard-123' });
      expect((await login()).status).toBe(401);
      await admin.agent.patch(`/api/users/${viewer.id}`).send({ disabled: false });
      expect((await login()).status).toBe(200);
    });
  });
});
