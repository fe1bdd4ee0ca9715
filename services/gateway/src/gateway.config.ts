import path from 'node:path';
import type { EnvReader } from '@lectures/platform';
import { embeddedSigningSecret, readStorageConfig, type StorageConfig } from '@lectures/object-store';
import { MAX_UPLOAD_BYTES } from '@lectures/proto';

export interface GatewayConfig {
  /** Force the Secure flag on the session cookie (otherwise set when the request came over TLS). */
  cookieSecure: boolean | 'auto';
  /** HMAC key for signed upload and download URLs. */
  signingSecret: string;
  /** Folder of the built SPA, served by the gateway in embedded mode. */
  webDist: string;
  /** Public origin for absolute links in meta tags, when behind a proxy. */
  publicUrl?: string;
  /** Express `trust proxy`: hops or addresses whose X-Forwarded-* headers are believed; none by default. */
  trustProxy: number | string[] | false;
  /** Origins besides our own that serve media and take uploads (the object store's public endpoint), for the CSP. */
  mediaOrigins: string[];
  /** Absolute lifetime of a session from sign-in. */
  sessionLifetimeMs: number;
  /** A session unused this long ends. */
  sessionIdleMs: number;
  /** Uploads the gateway receives: the signed disk PUT and resumable (tus) uploads. */
  uploads: UploadsConfig;
}

export interface UploadsConfig {
  /** The largest file accepted (UPLOAD_MAX_MB). */
  maxBytes: number;
  /** An unfinished resumable upload is removed this long after it began (UPLOAD_EXPIRY_HOURS). */
  expiryMs: number;
  /** Where resumable uploads' bytes go: the same store media-storage reads (disk or S3). */
  storage: StorageConfig;
}

/** TRUST_PROXY: a hop count ("1") or a comma-separated list of addresses, subnets or Express names ("loopback"). */
function readTrustProxy(env: EnvReader): GatewayConfig['trustProxy'] {
  const raw = env.string('TRUST_PROXY', '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return env.int('TRUST_PROXY', 0, 0, 10);
  if (raw === 'true' || raw === '*') env.fail("TRUST_PROXY must name the proxies (a hop count or addresses), not trust everyone");
  return raw.split(',').map((part) => part.trim()).filter(Boolean);
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
    trustProxy: readTrustProxy(env),
    mediaOrigins: readMediaOrigins(env),
    sessionLifetimeMs: env.int('SESSION_LIFETIME_MINUTES', 12 * 60, 1, 30 * 24 * 60) * 60_000,
    sessionIdleMs: env.int('SESSION_IDLE_MINUTES', 30, 1, 30 * 24 * 60) * 60_000,
    uploads: {
      maxBytes: env.int('UPLOAD_MAX_MB', MAX_UPLOAD_BYTES / 1048576, 1, 1024 * 1024) * 1048576,
      expiryMs: env.int('UPLOAD_EXPIRY_HOURS', 24, 1, 30 * 24) * 3_600_000,
      storage: readStorageConfig(env, { embedded, dataDir }),
    },
  };
}

/** MEDIA_ORIGINS: comma-separated origins (the S3 public endpoint) allowed to serve media and take uploads. */
function readMediaOrigins(env: EnvReader): string[] {
  const origins: string[] = [];
  for (const raw of env.string('MEDIA_ORIGINS', '').split(',').map((part) => part.trim()).filter(Boolean)) {
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
      origins.push(url.origin);
    } catch {
      env.fail(`MEDIA_ORIGINS must list http(s) origins, got '${raw}'`);
    }
  }
  return origins;
}
