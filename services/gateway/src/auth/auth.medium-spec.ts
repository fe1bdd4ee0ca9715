import request from 'supertest';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { startGatewayStack, signUp } from '../testing/gateway-test-stack';

describe('AuthController', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
  });
  afterAll(() => stack.close());

  const register = (body: object) => request(stack.server).post('/api/auth/register').send(body);

  describe('POST /api/auth/register', () => {
    it('should make the first account an admin whatever role it asks for', async () => {
      const offered = () => request(stack.server).get('/api/auth/registration').expect(200);
      expect((await offered()).body).toEqual({ adminRoleAvailable: true });
      const res = await register({ username: 'firstuser', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', role: 'viewer' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ username: 'firstuser', role: 'admin', fullName: null });
      expect(res.body).not.toHaveProperty('password');
      expect(res.body).not.toHaveProperty('passwordHash');
      // From now on the form stops offering Admin: the server would refuse it.
      expect((await offered()).body).toEqual({ adminRoleAvailable: false });
    });

    it.each([
      [{ username: 'ab', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1' }, 'Username must be at least 3 characters'],
      [{ password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1' }, 'Username must be at least 3 characters'],
      [{ username: 'someone', password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
      [{ username: 'someone', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-2' }, "Passwords don't match"],
      [{ username: 'someone', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', role: 'owner' }, 'Role must be one of admin, contributor, viewer'],
      [{ username: 'someone', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', extra: 1 }, "Unknown field 'extra'"],
    ])('should reject %j with 400', async (body, message) => {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    it('should reject a body that is not JSON with 400', async () => {
      const res = await request(stack.server).post('/api/auth/register').set('content-type', 'application/json').send('{nope');
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });

    it('should refuse admin to a later self-registration with 403', async () => {
      const res = await register({ username: 'wannabe', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', role: 'admin' });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/administrator/);
    });

    it('should let a later account pick viewer or default to contributor', async () => {
      const viewer = await register({ username: 'viewer1', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', role: 'viewer' });
      const plain = await register({ username: 'plain1', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', fullName: ' Plain One ' });
      expect(viewer.body.role).toBe('viewer');
      expect(plain.body).toMatchObject({ role: 'contributor', fullName: 'Plain One' });
    });

    it('should refuse a duplicate username, ignoring case, with 409', async () => {
      const res = await register({ username: 'FIRSTUSER', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Username already exists' });
    });
  });

  describe('POST /api/auth/login', () => {
    it('should answer the same 401 for an unknown user and a wrong password', async () => {
      const unknown = await request(stack.server).post('/api/auth/login').send({ username: 'nobody', password: 'tranquil-orchard-1' });
      const wrong = await request(stack.server).post('/api/auth/login').send({ username: 'firstuser', password: 'wrong12' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual({ message: 'Invalid username or password' });
      expect(wrong.body).toEqual(unknown.body);
    });

    it('should validate lengths with the spec messages', async () => {
      const res = await request(stack.server).post('/api/auth/login').send({ username: 'firstuser', password: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Password must be at least 6 characters' });
    });

    it('should set an HttpOnly SameSite=Lax cookie and rotate the session id on every login', async () => {
      const agent = request.agent(stack.server);
      const first = await agent.post('/api/auth/login').send({ username: 'firstuser', password: 'tranquil-orchard-1' });
      expect(first.status).toBe(200);
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(/sid=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      const second = await agent.post('/api/auth/login').send({ username: 'firstuser', password: 'tranquil-orchard-1' });
      const id = (c: string) => /sid=([^;]+)/.exec(c)?.[1];
      expect(id(String(second.headers['set-cookie']))).not.toBe(id(cookie));
      // The old session ended with the rotation.
      const old = await request(stack.server).get('/api/auth/me').set('cookie', `sid=${id(cookie)}`);
      expect(old.status).toBe(401);
    });

    it('should not believe a forwarded protocol from a proxy nobody configured', async () => {
      const res = await request(stack.server)
        .post('/api/auth/login')
        .set('x-forwarded-proto', 'https')
        .send({ username: 'firstuser', password: 'tranquil-orchard-1' });
      expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('should require authentication', async () => {
      const res = await request(stack.server).get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
    });

    it('should return the signed-in user, then nothing after logout, server-side', async () => {
      const { agent, username } = await signUp(stack, 'contributor');
      const me = await agent.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ username, role: 'contributor' });
      const sid = /sid=([^;]+)/.exec(String((await agent.post('/api/auth/login').send({ username, password: 'tranquil-orchard-123' })).headers['set-cookie']))?.[1];
      const out = await agent.post('/api/auth/logout');
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ message: 'Logged out' });
      expect((await agent.get('/api/auth/me')).status).toBe(401);
      // Replaying the old cookie does not bring the session back.
      expect((await request(stack.server).get('/api/auth/me').set('cookie', `sid=${sid}`)).status).toBe(401);
    });
  });
});
