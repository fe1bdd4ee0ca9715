import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { InProcessBus } from '../transport/in-process-bus';
import type { PlatformRuntime } from '../bootstrap/platform-runtime';
import { startService, type RunningService, type ServiceDefinition } from '../bootstrap/start-service';
import { createThrowAwayDatabase, uniquePrefix } from './test-database';
import { deleteTestQueues } from './test-queues';

export const TEST_AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestStack {
  runtime: PlatformRuntime;
  services: RunningService[];
  /** The HTTP server of the last definition (the gateway). */
  server: Server;
  close(): Promise<void>;
}

/**
 * Starts service definitions in this process against a throw-away database,
 * over real RabbitMQ (unique queue prefix) or the in-process bus. The last
 * definition gets an HTTP port.
 */
export async function startTestStack(
  transport: 'rmq' | 'in-process',
  definitions: (runtime: PlatformRuntime) => ServiceDefinition[],
  options: { redis?: boolean | string; databaseUrl?: (url: string) => string } = {},
): Promise<TestStack> {
  const database = await createThrowAwayDatabase();
  const prefix = uniquePrefix();
  const runtime: PlatformRuntime = {
    transport:
      transport === 'rmq'
        ? { kind: 'rmq', url: TEST_AMQP_URL, prefix }
        : { kind: 'in-process', bus: new InProcessBus(), prefix },
    databaseUrl: options.databaseUrl ? options.databaseUrl(database.url) : database.url,
    redisUrl: typeof options.redis === 'string' ? options.redis : options.redis ? TEST_REDIS_URL : undefined,
    logLevel: (process.env.TEST_LOG_LEVEL as PlatformRuntime['logLevel'] | undefined) ?? 'error',
    embedded: true,
    dataDir: mkdtempSync(path.join(tmpdir(), 'lectures-test-')),
  };
  const list = definitions(runtime);
  const services: RunningService[] = [];
  for (const [i, definition] of list.entries()) {
    services.push(await startService(definition, runtime, i === list.length - 1 ? 0 : undefined));
  }
  return {
    runtime,
    services,
    server: services[services.length - 1].app.getHttpServer() as Server,
    close: async () => {
      for (const service of [...services].reverse()) await service.close();
      await database.drop();
      if (transport === 'rmq') await deleteTestQueues(TEST_AMQP_URL, prefix);
    },
  };
}
