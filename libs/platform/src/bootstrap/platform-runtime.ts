import type { LogLevel } from '../env/platform-config';
import type { TransportConfig } from '../transport/transport-config';

/** What a service needs from its surroundings, the same in both modes. */
export interface PlatformRuntime {
  transport: TransportConfig;
  databaseUrl: string;
  redisUrl?: string;
  logLevel: LogLevel;
  /** Embedded mode: one process, data under this folder. */
  embedded: boolean;
  dataDir: string;
  /** A service with a public HTTP port (the gateway) serves /metrics only here; 0 or unset: nowhere. */
  metricsPort?: number;
  /** Address the HTTP ports listen on (LISTEN_HOST): every interface in a pod, loopback in embedded mode. */
  listenHost?: string;
  /** How long a stopping process finishes the messages in hand (SHUTDOWN_GRACE_SECONDS); default 25 s. */
  shutdownGraceMs?: number;
}
