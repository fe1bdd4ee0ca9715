import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as amqp from 'amqplib';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { SEGMENT_QUEUE, SERVICE_QUEUES } from '@lectures/proto';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { deleteTestQueues } from '@lectures/platform/src/testing/test-queues';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { freePort, startProcess, type RunningProcess } from './processes';
import { startRedisServer, type RedisServer } from './redis-server';
import { startSlowChatModel, type SlowChatModel } from './slow-chat-model';
import { uploadMedia } from './seed-content';
import { startTcpProxy, type TcpProxy } from '@lectures/platform/src/testing/tcp-proxy';

export type ServiceName = 'content' | 'media' | 'gateway' | `transcription-${number}`;

export interface StackItem {
  id: string;
  status: string;
  transcriptText: string | null;
  aiMetadata: { error?: string; summary?: string } | null;
}

const ENTRY: Record<string, string> = {
  content: 'services/content/dist/main.js',
  media: 'services/media-storage/dist/main.js',
  gateway: 'services/gateway/dist/main.js',
  transcription: 'services/transcription/dist/main.js',
};
const WORK_QUEUES = [...SERVICE_QUEUES, SEGMENT_QUEUE];

/**
 * The product as a cluster runs it: every service its own process over the machine's
 * PostgreSQL and RabbitMQ (each behind a TCP proxy a test can cut), a Redis of its own
 * (so it can be restarted for real), media on one shared disk, a throw-away database
 * and a unique queue prefix per run.
 */
export class DistributedStack {
  readonly processes = new Map<ServiceName, RunningProcess>();
  private readonly outputs: (() => string)[] = [];
  admin!: TestAgent;
  base = '';
  private env: Record<string, string> = {};
  private port = 0;

  private constructor(
    readonly database: ThrowAwayDatabase,
    readonly postgres: TcpProxy,
    readonly broker: TcpProxy,
    readonly redis: RedisServer,
    readonly chatModel: SlowChatModel,
    readonly prefix: string,
    readonly dataDir: string,
  ) {}

  static async start(name: string, transcribers: number): Promise<DistributedStack> {
    const database = await createThrowAwayDatabase(name);
    const stack = new DistributedStack(
      database,
      await startTcpProxy(Number(new URL(database.url).port || 5432)),
      await startTcpProxy(Number(new URL(TEST_AMQP_URL).port || 5672)),
      await startRedisServer(),
      await startSlowChatModel(),
      `t${randomBytes(4).toString('hex')}.`,
      await mkdtemp(path.join(tmpdir(), `${name}-`)),
    );
    await stack.boot(transcribers);
    return stack;
  }

  private async boot(transcribers: number): Promise<void> {
    const viaProxy = (url: string, proxy: TcpProxy) => Object.assign(new URL(url), { port: String(proxy.port) }).toString();
    this.env = {
      DATABASE_URL: viaProxy(this.database.url, this.postgres),
      AMQP_URL: viaProxy(TEST_AMQP_URL, this.broker),
      REDIS_URL: this.redis.url,
      QUEUE_PREFIX: this.prefix,
      SIGNING_SECRET: 'fault-matrix-signing-secret-0123',
      DATA_DIR: this.dataDir,
      TRANSCRIPTION_WORKERS: '1',
      // No rendition worker: the chart runs it as a deployment of its own (role renditions), no
      // test here reads a rendition, and its ffmpeg encodes (10-17 s a lecture on a busy 2-core
      // machine) took a core from the speech engine every case waits for.
      MEDIA_STORAGE_ROLE: 'api',
      // A segment in hand finishes before a stopped worker exits, however busy the machine:
      // the 25 s default is less than one segment takes on a loaded CI machine.
      SHUTDOWN_GRACE_SECONDS: '180',
      OPENAI_BASE_URL: this.chatModel.baseURL,
      OPENAI_API_KEY: 'test-key',
      OPENAI_CHAT_MODEL: 'stub-chat',
    };
    this.port = await freePort();
    this.base = `http://127.0.0.1:${this.port}`;
    this.env.PUBLIC_URL = this.base;
    // One at a time: each service migrates its schema as it starts.
    await this.startService('content');
    await this.startService('media');
    for (let i = 1; i <= transcribers; i++) await this.startService(`transcription-${i}`);
    await this.startService('gateway');
    this.admin = request.agent(this.base);
    await this.admin.post('/api/auth/register').send({ username: 'sre', password: 'fault-matrix-1', confirmPassword: 'fault-matrix-1' }).expect(201);
  }

  async startService(name: ServiceName): Promise<void> {
    const kind = name.startsWith('transcription') ? 'transcription' : name;
    const port: Record<string, string> = kind === 'gateway' ? { PORT: String(this.port) } : { HEALTH_PORT: String(await freePort()) };
    const started = await startProcess(ENTRY[kind], { ...this.env, ...port }, /service started/, 120_000);
    this.processes.set(name, started);
    this.outputs.push(started.output);
  }

  async kill(name: ServiceName): Promise<void> {
    await this.processes.get(name)?.kill();
  }

  /** True when any process of the run, killed ones included, wrote `text`. */
  everLogged(text: string): boolean {
    return this.outputs.some((output) => output().includes(text));
  }

  /** Every service's output so far, for a failing test's message. */
  logs(): string {
    return [...this.processes].map(([name, p]) => `--- ${name}\n${p.output().slice(-4000)}`).join('\n');
  }

  async upload(file: string, title: string): Promise<string> {
    return (await uploadMedia(this.admin, { file, mimeType: 'audio/mpeg', title, durationSeconds: 60 })).id;
  }

  /** Polls until every item completed or failed; 503s while a dependency is away are expected. */
  async finished(ids: string[], timeoutMs: number): Promise<StackItem[]> {
    const end = Date.now() + timeoutMs;
    const done = new Map<string, StackItem>();
    while (done.size < ids.length) {
      for (const id of ids.filter((i) => !done.has(i))) {
        const res = await this.admin.get(`/api/content/${id}`).catch(() => null);
        const item = res?.body as StackItem | undefined;
        if (res?.status === 200 && item && (item.status === 'completed' || item.status === 'failed')) done.set(id, item);
      }
      if (done.size === ids.length) break;
      if (Date.now() > end) throw new Error(`items not finished after ${timeoutMs} ms: ${ids.filter((i) => !done.has(i)).join(', ')}\n${this.logs()}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    return ids.map((id) => done.get(id)!);
  }

  /** Messages in each work, retry and dead-letter queue of this run (read past the proxy). */
  async queueDepths(): Promise<{ work: number; retry: number; dead: Record<string, number> }> {
    const connection = await amqp.connect(TEST_AMQP_URL);
    const depths = { work: 0, retry: 0, dead: {} as Record<string, number> };
    try {
      for (const queue of WORK_QUEUES) {
        const count = async (name: string) => {
          const channel = await connection.createChannel();
          const found = await channel.checkQueue(`${this.prefix}${name}`).catch(() => null);
          await channel.close().catch(() => undefined);
          return found?.messageCount ?? 0;
        };
        depths.work += await count(queue);
        depths.retry += await count(`${queue}.retry`);
        depths.dead[queue] = await count(`${queue}.dlq`);
      }
    } finally {
      await connection.close();
    }
    return depths;
  }

  /** Runs SQL on the database directly (not through the proxy a test may have cut). */
  async query<T extends object>(sql: string): Promise<T[]> {
    const client = new Client({ connectionString: this.database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  /** Rows waiting in each service's outbox. */
  async outboxBacklog(): Promise<number> {
    const [row] = await this.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM content.outbox) + (SELECT count(*) FROM media.outbox) + (SELECT count(*) FROM transcription.outbox) AS n`,
    );
    return Number(row.n);
  }

  async close(): Promise<void> {
    for (const process of this.processes.values()) await process.stop();
    await this.redis.stop();
    await this.chatModel.close();
    await this.postgres.close();
    await this.broker.close();
    await this.database.drop();
    await deleteTestQueues(TEST_AMQP_URL, this.prefix);
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
