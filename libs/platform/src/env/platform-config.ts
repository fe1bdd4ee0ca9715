import { EnvReader } from './env-reader';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** What every service reads: how to reach its broker and database. */
export interface PlatformConfig {
  /** Distributed mode when set; the in-process transport otherwise. */
  amqpUrl?: string;
  databaseUrl?: string;
  redisUrl?: string;
  queuePrefix: string;
  logLevel: LogLevel;
  /** Below the pod's terminationGracePeriodSeconds, so the pod is not killed while finishing. */
  shutdownGraceMs: number;
}

export function readPlatformConfig(env: EnvReader): PlatformConfig {
  return {
    amqpUrl: env.url('AMQP_URL', ['amqp', 'amqps']),
    databaseUrl: env.url('DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: env.url('REDIS_URL', ['redis', 'rediss']),
    queuePrefix: env.string('QUEUE_PREFIX', ''),
    logLevel: env.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    shutdownGraceMs: env.int('SHUTDOWN_GRACE_SECONDS', 25, 0, 3600) * 1000,
  };
}
