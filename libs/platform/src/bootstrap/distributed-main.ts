import { EnvReader } from '../env/env-reader';
import { readPlatformConfig } from '../env/platform-config';
import type { PlatformRuntime } from './platform-runtime';
import { migrateOnly, startService, type ServiceDefinition } from './start-service';

/**
 * The body of every service's main.ts in distributed mode: validates the
 * environment (failing with every bad variable named), then runs the service
 * or, with --migrate-only, its migrations.
 */
export async function runDistributed(
  name: string,
  defaultHealthPort: number,
  define: (env: EnvReader) => ServiceDefinition,
): Promise<void> {
  const env = new EnvReader();
  const platform = readPlatformConfig(env);
  const httpPort = env.int(name === 'gateway' ? 'PORT' : 'HEALTH_PORT', defaultHealthPort, 0, 65535);
  const definition = define(env);
  if (!platform.databaseUrl) env.fail(`DATABASE_URL is required to run the ${name} service on its own (npm start runs everything embedded)`);
  const migrate = process.argv.includes('--migrate-only');
  if (!migrate && !platform.amqpUrl) env.fail(`AMQP_URL is required to run the ${name} service on its own`);
  env.done(name);

  if (migrate) {
    await migrateOnly(definition, platform.databaseUrl!);
    return;
  }
  const runtime: PlatformRuntime = {
    transport: { kind: 'rmq', url: platform.amqpUrl!, prefix: platform.queuePrefix },
    databaseUrl: platform.databaseUrl!,
    redisUrl: platform.redisUrl,
    logLevel: platform.logLevel,
    embedded: false,
    dataDir: env.string('DATA_DIR', './data'),
    listenHost: env.string('LISTEN_HOST', '0.0.0.0'),
    // The gateway's port is public: its metrics go to a port of their own (0 turns them off).
    metricsPort: name === 'gateway' ? env.int('METRICS_PORT', 9464, 0, 65535) : undefined,
    shutdownGraceMs: platform.shutdownGraceMs,
  };
  await startService(definition, runtime, httpPort);
}

/** Runs `main`, printing a start-up failure plainly and exiting non-zero. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
