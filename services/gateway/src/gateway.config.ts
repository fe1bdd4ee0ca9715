import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvReader } from '@lectures/platform';

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

/** The secret of an embedded data folder: made once, kept beside the data. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readGatewayConfig(env: EnvReader, embedded: boolean, dataDir: string): GatewayConfig {
  const secure = env.string('COOKIE_SECURE');
  const given = env.string('SIGNING_SECRET');
  if (given !== undefined && given.length < 16) env.fail('SIGNING_SECRET must be at least 16 characters');
  return {
    cookieSecure: secure === undefined ? 'auto' : env.bool('COOKIE_SECURE', false),
    signingSecret: embedded ? env.string('SIGNING_SECRET', '') || embeddedSecret(dataDir) : env.required('SIGNING_SECRET', 'in distributed mode (HMAC key of signed media URLs)'),
    webDist: env.string('WEB_DIST', path.resolve(__dirname, '../../../web/dist')),
    publicUrl: env.url('PUBLIC_URL', ['http', 'https']),
  };
}
