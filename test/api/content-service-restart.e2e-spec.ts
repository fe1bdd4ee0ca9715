import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { MessageBus } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL, TEST_REDIS_URL } from '@lectures/platform/src/testing/test-stack';
import { deleteTestQueues } from '@lectures/platform/src/testing/test-queues';
import { freePort, startProcess, type RunningProcess } from '../support/processes';

/** Each service its own process over the machine's RabbitMQ, Postgres and Redis. */
describe('content service killed and restarted while the gateway runs', () => {
  let database: ThrowAwayDatabase;
  let gateway: RunningProcess;
  let content: RunningProcess;
  let bus: MessageBus;
  let env: Record<string, string>;
  let base: string;
  let prefix: string;
  let port: number;
  const startGateway = async () => {
    gateway = await startProcess('services/gateway/dist/main.js', { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, /service started/);
  };

  const startContent = async () => {
    content = await startProcess('services/content/dist/main.js', { ...env, HEALTH_PORT: String(await freePort()) }, /service started/);
  };

  beforeAll(async () => {
    database = await createThrowAwayDatabase('restart');
    prefix = `t${randomBytes(4).toString('hex')}.`;
    env = { DATABASE_URL: database.url, AMQP_URL: TEST_AMQP_URL, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, SIGNING_SECRET: 'test-signing-secret-0123456789' };
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await startContent();
    await startGateway();
    bus = new MessageBus({ kind: 'rmq', url: TEST_AMQP_URL, prefix });
  }, 120000);

  afterAll(async () => {
    await bus?.close();
    await gateway?.stop();
    await content?.stop();
    await database?.drop();
    await deleteTestQueues(TEST_AMQP_URL, prefix);
  });

  it('should answer 503 while content is down and serve the same data after it returns', async () => {
    const created = await bus.request('content.create.v1', {
      title: 'Survives restarts',
      uploadedBy: randomUUID(),
      mediaType: 'audio',
      mediaKey: 'uploads/x.mp3',
      mediaFileSize: 10,
      mediaMimeType: 'audio/mpeg',
    });
    const agent = request.agent(base);
    await agent.post('/api/auth/register').send({ username: 'admin', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1' }).expect(201);
    await agent.post(`/api/content/${created.id}/approve`).expect(200);

    await content.kill();
    const down = await request(base).get('/api/content/public');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'The content service is unavailable' });
    const patch = await agent.patch(`/api/content/${created.id}`).send({ title: 'Changed while down' });
    expect(patch.status).toBe(503);

    await startContent();
    const up = await request(base).get('/api/content/public');
    expect(up.status).toBe(200);
    expect(up.body).toHaveLength(1);
    // The PATCH refused while down was not applied later behind the caller's back.
    expect(up.body[0]).toMatchObject({ id: created.id, title: 'Survives restarts', status: 'approved' });

    // Sessions live in Redis: a restarted gateway still knows the signed-in user.
    await gateway.stop();
    await startGateway();
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('admin');
  }, 120000);
});
