import type { Server } from 'node:http';
import { Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DataSource, EntitySchema, MixedList } from 'typeorm';
import { openServiceDatabase } from '../database/data-source';
import { brokerCheck, databaseCheck, redisCheck } from '../health/standard-checks';
import { JsonLogger } from '../logging/json-logger';
import { BusMessageInterceptor } from '../messaging/bus-message.interceptor';
import { MessageBus } from '../messaging/message-bus';
import { RpcErrorFilter } from '../messaging/rpc-error.filter';
import { OutboxRelay } from '../outbox/outbox-relay';
import type { Fanout } from '../fanout/fanout';
import { InProcessFanout } from '../fanout/in-process-fanout';
import { RmqFanout } from '../fanout/rmq-fanout';
import { assertQueueTopology } from '../transport/rmq-topology';
import { serverOptions } from '../transport/server-strategy';
import { queueName } from '../transport/transport-config';
import { PlatformModule } from './platform.module';
import { httpMetricsMiddleware } from '../metrics/http-metrics.middleware';
import { processMetrics } from '../metrics/process-metrics';
import { startMetricsServer } from '../metrics/metrics-server';
import type { PlatformRuntime } from './platform-runtime';

/** The longest one request may take to arrive whole: a 500 MB upload at about 50 KB/s. */
const REQUEST_TIMEOUT_MS = 3 * 60 * 60_000;

export interface QueueConsumer {
  queue: string;
  /** Messages handled at once by this process (RabbitMQ prefetch). */
  prefetch: number;
}

export interface ServiceDefinition {
  name: string;
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  consumers: QueueConsumer[];
  module: Type<unknown>;
  config: unknown;
  outbox: boolean;
  /** HTTP set-up of a service that serves clients (the gateway): pipes, filters, docs, static files. */
  configureHttp?: (app: INestApplication, runtime: PlatformRuntime) => void | Promise<void>;
}

export interface RunningService {
  app: INestApplication;
  dataSource: DataSource;
  bus: MessageBus;
  close(): Promise<void>;
}

/**
 * Opens the service's schema (running its migrations), connects its consumers
 * to RabbitMQ or the in-process bus, and starts its outbox relay.
 * With `httpPort` it also serves /health and /metrics on that port.
 */
export async function startService(
  definition: ServiceDefinition,
  runtime: PlatformRuntime,
  httpPort?: number,
): Promise<RunningService> {
  const logger = new JsonLogger(definition.name, runtime.logLevel);
  const dataSource = await openServiceDatabase({
    url: runtime.databaseUrl,
    schema: definition.schema,
    entities: definition.entities,
    migrations: definition.migrations,
  });
  const bus = new MessageBus(runtime.transport);
  const outbox = definition.outbox ? new OutboxRelay(dataSource, definition.schema, bus) : undefined;
  const fanout: Fanout =
    runtime.transport.kind === 'rmq'
      ? new RmqFanout(runtime.transport.url, runtime.transport.prefix)
      : new InProcessFanout(runtime.transport.bus, runtime.transport.prefix);

  @Module({
    imports: [
      PlatformModule.register({
        runtime,
        dataSource,
        bus,
        outbox,
        fanout,
        config: definition.config,
        checks: [databaseCheck(dataSource), brokerCheck(runtime.transport), ...(runtime.redisUrl ? [redisCheck(runtime.redisUrl)] : [])],
        serveHealth: httpPort !== undefined || definition.configureHttp !== undefined,
        serveMetrics: httpPort !== undefined && definition.configureHttp === undefined,
      }),
      definition.module,
    ],
  })
  class ServiceRoot {}

  // A service that serves clients picks its own body parsers (the gateway parses JSON
  // only, so upload PUTs reach their handler as a raw stream whatever their type).
  const app = await NestFactory.create(ServiceRoot, { logger, abortOnError: false, bodyParser: !definition.configureHttp });
  if (runtime.transport.kind === 'rmq') {
    await assertQueueTopology(
      runtime.transport.url,
      definition.consumers.map((c) => queueName(runtime.transport, c.queue)),
    );
  }
  if (definition.consumers.length > 0) {
    // Hybrid microservices count as initialised at once, so they inherit the app's globals.
    app.useGlobalInterceptors(new BusMessageInterceptor());
    app.useGlobalFilters(new RpcErrorFilter());
  }
  for (const consumer of definition.consumers) {
    app.connectMicroservice(serverOptions(runtime.transport, consumer.queue, consumer.prefetch), { inheritAppConfig: true });
  }
  app.enableShutdownHooks();
  if (httpPort !== undefined || definition.configureHttp) app.use(httpMetricsMiddleware(processMetrics()));
  await definition.configureHttp?.(app, runtime);
  await app.startAllMicroservices();
  const host = runtime.listenHost ?? (runtime.embedded ? '127.0.0.1' : '0.0.0.0');
  // Node cuts any request not fully received in 5 minutes: a 500 MB upload over a slow
  // link takes longer. Uploads are held to a minimum pace instead (the stall guard), and
  // headers must still arrive within Node's headersTimeout (60 s).
  (app.getHttpServer() as Server).requestTimeout = REQUEST_TIMEOUT_MS;
  if (httpPort !== undefined) await app.listen(httpPort, host);
  else await app.init();
  const metricsServer = definition.configureHttp && runtime.metricsPort ? await startMetricsServer(runtime.metricsPort, host) : undefined;
  outbox?.start();
  logger.log({ msg: 'service started', mode: runtime.embedded ? 'embedded' : 'distributed', httpPort });

  return {
    app,
    dataSource,
    bus,
    close: async () => {
      outbox?.stop();
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await app.close();
      await bus.close();
      await fanout.close();
      if (dataSource.isInitialized) await dataSource.destroy();
    },
  };
}

/** `--migrate-only`: run the service's migrations and stop (Helm migration job). */
export async function migrateOnly(definition: ServiceDefinition, databaseUrl: string): Promise<void> {
  const dataSource = await openServiceDatabase({
    url: databaseUrl,
    schema: definition.schema,
    entities: definition.entities,
    migrations: definition.migrations,
  });
  await dataSource.destroy();
}
