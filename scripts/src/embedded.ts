import 'reflect-metadata';
import path from 'node:path';
import {
  EnvReader,
  InProcessBus,
  readPlatformConfig,
  runMain,
  startService,
  type PlatformRuntime,
  type RunningService,
} from '@lectures/platform';
import { startEmbeddedPostgres } from '@lectures/platform/dist/database/embedded-postgres';
import { contentService } from '@lectures/content';
import { gatewayService } from '@lectures/gateway';
import { mediaStorageService } from '@lectures/media-storage';

/**
 * Embedded mode: every service in this one process over the in-process bus,
 * with a real PostgreSQL kept under DATA_DIR. The same service definitions
 * run here as in their own processes.
 */
async function main(): Promise<void> {
  const env = new EnvReader();
  const platform = readPlatformConfig(env);
  const port = env.int('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(env.string('DATA_DIR', './data'));
  const gateway = gatewayService(env, true, dataDir);
  const mediaStorage = mediaStorageService(env, true, dataDir);
  env.done('embedded');

  const database = platform.databaseUrl ? undefined : await startEmbeddedPostgres(dataDir);
  const runtime: PlatformRuntime = {
    transport: platform.amqpUrl
      ? { kind: 'rmq', url: platform.amqpUrl, prefix: platform.queuePrefix }
      : { kind: 'in-process', bus: new InProcessBus(), prefix: platform.queuePrefix },
    databaseUrl: platform.databaseUrl ?? database!.url,
    redisUrl: platform.redisUrl,
    logLevel: platform.logLevel,
    embedded: true,
    dataDir,
  };

  const services: RunningService[] = [];
  for (const definition of [contentService(), mediaStorage]) services.push(await startService(definition, runtime));
  services.push(await startService(gateway, runtime, port));

  const server = services[services.length - 1].app.getHttpServer() as import('node:http').Server;
  const address = server.address() as { port: number };
  process.stdout.write(`\nLecture library is running at http://localhost:${address.port}\n\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const service of services.reverse()) await service.close().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

runMain(main);
