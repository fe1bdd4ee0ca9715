// Runs the web image's Nginx config for real, on loopback ports, in front of a stub
// gateway. Only paths and ports are rewritten; every location block is the shipped one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRepoFile } from './repo-files';

export const TEMPLATE = ['deploy', 'nginx', 'default.conf.template'] as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RenderedNginx {
  readonly dir: string;
  readonly mainConf: string;
  readonly htmlDir: string;
}

/** Renders the template as the image's envsubst step would, into a private prefix. */
export function renderNginx(upstream: string, listenPort: number, mediaOrigins = ''): RenderedNginx {
  const dir = mkdtempSync(join(tmpdir(), 'web-nginx-'));
  const htmlDir = join(dir, 'html');
  mkdirSync(join(htmlDir, 'assets'), { recursive: true });
  const template = readRepoFile(...TEMPLATE);
  const server = template
    .replaceAll('${GATEWAY_UPSTREAM}', upstream)
    .replaceAll('${MEDIA_ORIGINS}', mediaOrigins)
    .replaceAll('${UPLOAD_BODY_LIMIT}', '510m')
    .replace(/^\s*listen \[::\]:8080;\n/m, '')
    .replace(/listen 8080;/, `listen 127.0.0.1:${listenPort};`)
    .replace('root /usr/share/nginx/html;', `root ${htmlDir};`);
  if (server.includes('${')) throw new Error('template has a variable the image does not set');
  writeFileSync(join(dir, 'default.conf'), server);
  const temp = (name: string) => join(dir, name);
  const mainConf = join(dir, 'nginx.conf');
  writeFileSync(
    mainConf,
    [
      // One foreground process as the current user: no privileges needed.
      'daemon off;',
      'master_process off;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      `  include ${mimeTypes()};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  client_body_temp_path ${temp('client-body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { dir, mainConf, htmlDir };
}

function mimeTypes(): string {
  try {
    readFileSync('/etc/nginx/mime.types');
    return '/etc/nginx/mime.types';
  } catch {
    return join(__dirname, 'mime.types');
  }
}

export function testNginx(rendered: RenderedNginx): { status: number | null; output: string } {
  const result = spawnSync('nginx', ['-t', '-c', rendered.mainConf, '-p', rendered.dir], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts Nginx and resolves once it answers /healthz. */
export async function startNginx(rendered: RenderedNginx, port: number): Promise<ChildProcess> {
  const child = spawn('nginx', ['-c', rendered.mainConf, '-p', rendered.dir], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`nginx did not start:\n${readFileSync(join(rendered.dir, 'error.log'), 'utf8')}`);
}
