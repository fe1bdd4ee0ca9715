import request from 'supertest';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

describe('AccountController', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    await signUp(stack, 'admin', 'account-admin'); // the first account is the admin
  });
  afterAll(() => stack.close());

  describe('PATCH /api/auth/me', () => {
    it('should require authentication', async () => {
      const res = await request(stack.server).patch('/api/auth/me').send({ fullName: 'X' });
      expect(res.status).toBe(401);
    });

    it('should reject a full name longer than 200 characters', async () => {
      const { agent } = await signUp(stack, 'viewer');
      const res = await agent.patch('/api/auth/me').send({ fullName: 'x'.repeat(201) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Full name must be at most 200 characters' });
    });

    it('should store the trimmed full name and clear it when empty', async () => {
      const { agent } = await signUp(stack, 'viewer');
      const set = await agent.patch('/api/auth/me').send({ fullName: '  Amina Yusuf ' });
      expect(set.status).toBe(200);
      expect(set.body.user.fullName).toBe('Amina Yusuf');
      expect((await agent.get('/api/auth/me')).body.user.fullName).toBe('Amina Yusuf');
      const cleared = await agent.patch('/api/auth/me').send({ fullName: '' });
      expect(cleared.body.user.fullName).toBeNull();
    });

    it('should not let a user change their own role this way', async () => {
      const { agent } = await signUp(stack, 'viewer');
      const res = await agent.patch('/api/auth/me').send({ fullName: 'A', role: 'admin' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: "Unknown field 'role'" });
    });
  });

  describe('POST /api/auth/password', () => {
    it('should require authentication', async () => {
      const res = await request(stack.server).post('/api/auth/password').send({ currentPassword: 'tranquil-orchard-123', newPassword: 'new-patient-reader' });
      expect(res.status).toBe(401);
    });

    it('should reject a new password shorter than 6 characters', async () => {
      const { agent } = await signUp(stack, 'contributor');
      const res = await agent.post('/api/auth/password').send({ currentPassword: 'tranquil-orchard-123', newPassword: '12345' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Password must be at least 6 characters' });
    });

    it('should refuse a wrong current password with 401', async () => {
      const { agent } = await signUp(stack, 'contributor');
      const res = await agent.post('/api/auth/password').send({ currentPassword: 'wrong-one', newPassword: 'new-patient-reader' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Current password is incorrect' });
    });

    it('should change the password, keep this session and end the others', async () => {
      const { agent, username } = await signUp(stack, 'contributor');
      const other = request.agent(stack.server);
      expect((await other.post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' })).status).toBe(200);

      const res = await agent.post('/api/auth/password').send({ currentPassword: 'tranquil-orchard-123', newPassword: 'new-patient-reader' });
      expect(res.status).toBe(200);
      expect((await agent.get('/api/auth/me')).status).toBe(200);
      expect((await other.get('/api/auth/me')).status).toBe(401);
      const oldLogin = await request(stack.server).post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' });
      expect(oldLogin.status).toBe(401);
      const newLogin = await request(stack.server).post('/api/auth/login').send({ username, password: 'new-patient-reader' });
      expect(newLogin.status).toBe(200);
    });
  });

  describe('POST /api/auth/sessions/revoke-others', () => {
    it('should require authentication', async () => {
      expect((await request(stack.server).post('/api/auth/sessions/revoke-others')).status).toBe(401);
    });

    it('should end every other session of the user and keep this one', async () => {
      const { agent, username } = await signUp(stack, 'viewer');
      const other = request.agent(stack.server);
      await other.post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' });
      const stranger = await signUp(stack, 'viewer');

      const res = await agent.post('/api/auth/sessions/revoke-others');
      expect(res.status).toBe(200);
      expect((await agent.get('/api/auth/me')).status).toBe(200);
      expect((await other.get('/api/auth/me')).status).toBe(401);
      expect((await stranger.agent.get('/api/auth/me')).status).toBe(200);
    });
  });
});
