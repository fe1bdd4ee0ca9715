import path from 'node:path';
import type { EnvReader } from '@lectures/platform';
import { embeddedSigningSecret } from '@lectures/media-storage';

export interface GatewayConfig {
  /** Force the Secure flag on the session cookie (otherwise set when the request came over TLS). */
  cookieSecure: boolean | 'auto';
  /** HMAC key for signed upload and download URLs. */
  signingSecret: string;
  /** Folder of the built SPA, served by the gateway in embedded mode. */
  webDist: string;
  /** Public origin for absolute links in meta tags, when behind a proxy. */
  publicUrl?: string;
}

export function readGatewayConfig(env: EnvReader, embedded: boolean, dataDir: string): GatewayConfig {
  const secure = env.string('COOKIE_SECURE');
  const given = env.string('SIGNING_SECRET');
  if (given !== undefined && given.length < 16) env.fail('SIGNING_SECRET must be at least 16 characters');
  return {
    cookieSecure: secure === undefined ? 'auto' : env.bool('COOKIE_SECURE', false),
    signingSecret: embedded ? env.string('SIGNING_SECRET', '') || embeddedSigningSecret(dataDir) : env.required('SIGNING_SECRET', 'in distributed mode (HMAC key of signed media URLs)'),
    webDist: env.string('WEB_DIST', path.resolve(__dirname, '../../../web/dist')),
    publicUrl: env.url('PUBLIC_URL', ['http', 'https']),
  };
}
