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
import { transcriptionService } from '@lectures/transcription';

const BUS_SERVICES = ['content', 'media-storage', 'transcription'] as const;

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
  // Metrics of the whole process on a port of their own (loopback only); unset: none.
  const metricsPort = env.int('METRICS_PORT', 0, 0, 65535) || undefined;
  // Which services besides the gateway run here (all by default); leaving one out lets
  // it run elsewhere over RabbitMQ, e.g. transcription on a bigger machine.
  const wanted = env.string('EMBEDDED_SERVICES', BUS_SERVICES.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((s) => !(BUS_SERVICES as readonly string[]).includes(s));
  if (unknown.length) env.fail(`EMBEDDED_SERVICES may name ${BUS_SERVICES.join(', ')}; got ${unknown.join(', ')}`);
  const definitions = {
    content: () => contentService(),
    'media-storage': () => mediaStorageService(env, true, dataDir),
    transcription: () => transcriptionService(env, true, dataDir),
  };
  const busServices = BUS_SERVICES.filter((s) => wanted.includes(s)).map((s) => definitions[s]());
  const gateway = gatewayService(env, true, dataDir);
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
    metricsPort,
  };

  const services: RunningService[] = [];
  for (const definition of busServices) services.push(await startService(definition, runtime));
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
