import type { EnvReader, ServiceDefinition } from '@lectures/platform';
import { GATEWAY_QUEUE } from '@lectures/proto';
import { GatewayModule } from './gateway.module';
import { readGatewayConfig } from './gateway.config';
import { configureGatewayHttp } from './http/configure-http';
import { originCheck } from './security/origin-check';
import { securityHeaders } from './security/security-headers';
import { CreateUsersAndSessions1763760000000 } from './migrations/1763760000000-CreateUsersAndSessions';
import { AddSessionLastSeen1764000000000 } from './migrations/1764000000000-AddSessionLastSeen';
import { AuditLog1764300000000 } from './migrations/1764300000000-AuditLog';
import { BoundedAuditLog1764710000000 } from './migrations/1764710000000-BoundedAuditLog';
import { HashedSessionIds1764710000001 } from './migrations/1764710000001-HashedSessionIds';
import { ApiKeys1764920000000 } from './migrations/1764920000000-ApiKeys';
import { UserEntity } from './users/user.entity';
import { serveWebApp } from './public-read/pages/serve-web-app';
import { servePublishedEarly } from './public-read/serve-published-early';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway as both launchers start it. */
export function gatewayService(env: EnvReader, embedded: boolean, dataDir: string): ServiceDefinition {
  const config = readGatewayConfig(env, embedded, dataDir);
  return {
    name: 'gateway',
    schema: GATEWAY_SCHEMA,
    entities: [UserEntity],
    migrations: [
      CreateUsersAndSessions1763760000000,
      AddSessionLastSeen1764000000000,
      AuditLog1764300000000,
      BoundedAuditLog1764710000000,
      HashedSessionIds1764710000001,
      ApiKeys1764920000000,
    ],
    // Events the gateway acts on once across its replicas (fixity findings for the audit log).
    consumers: [{ queue: GATEWAY_QUEUE, prefetch: 4 }],
    module: GatewayModule,
    config,
    outbox: false,
    configureHttp: (app) => {
      configureGatewayHttp(app, config, { headers: securityHeaders(config.mediaOrigins), sameSiteOnly: originCheck(config.publicUrl) });
      servePublishedEarly(app);
      serveWebApp(app, config);
    },
  };
}
