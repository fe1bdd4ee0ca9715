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
}

export function readPlatformConfig(env: EnvReader): PlatformConfig {
  return {
    amqpUrl: env.url('AMQP_URL', ['amqp', 'amqps']),
    databaseUrl: env.url('DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: env.url('REDIS_URL', ['redis', 'rediss']),
    queuePrefix: env.string('QUEUE_PREFIX', ''),
    logLevel: env.oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
  };
}
