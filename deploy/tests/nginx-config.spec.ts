import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { WebSocket, WebSocketServer } from 'ws';
import { securityHeaders } from '../../services/gateway/src/security/security-headers';
import { freePort, renderNginx, startNginx, TEMPLATE, testNginx } from './nginx-harness';
import { hasCommand, readRepoFile } from './repo-files';

const available = hasCommand('nginx');
if (!available) console.warn('nginx is not installed: skipping the web Nginx config checks (apt-get install nginx-light).');
const withNginx = available ? describe : describe.skip;

withNginx('web image Nginx config', () => {
  it('should not buffer /api responses and keep streams open for an hour', () => {
    const api = /location \/api\/ \{([^}]*)\}/.exec(readRepoFile(...TEMPLATE))?.[1] ?? '';
    expect(api).toMatch(/proxy_buffering off;/);
    expect(api).toMatch(/proxy_read_timeout 1h;/);
  });

  it('should pass nginx -t with the gateway upstream stubbed', () => {
    const rendered = renderNginx('127.0.0.1:9', 8080);
    const result = testNginx(rendered);
    expect(result.output).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  describe('in front of a stub gateway', () => {
    let gateway: Server;
    let sockets: WebSocketServer;
    let nginx: ChildProcess;
    let base: string;
    let port: number;
    let releaseStream: () => void = () => undefined;
    const asset = `console.log(${JSON.stringify('lecture '.repeat(400))});\n`;

    beforeAll(async () => {
      gateway = createServer((req, res) => {
        if (req.url === '/api/echo') {
          res.setHeader('content-type', 'application/json');
          // The gateway's own copies, which the edge replaces with its single set.
          res.setHeader('content-security-policy', "default-src 'self'");
          res.setHeader('x-content-type-options', 'nosniff');
          res.end(JSON.stringify({ host: req.headers.host, proto: req.headers['x-forwarded-proto'] }));
        } else if (req.url === '/api/content/1/stream') {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write('event: connected\ndata: {}\n\n');
          // The stream stays open until the test has seen the first event.
          releaseStream = () => res.end('event: heartbeat\ndata: {}\n\n');
        } else if (['/content/abc', '/', '/series/forty-hadith', '/speakers/Shaykh%20Ahmad', '/topics/Fiqh', '/upload'].includes(req.url ?? '')) {
          res.setHeader('content-type', 'text/html');
          res.end(`<html><head><meta property="og:title" content="rendered ${req.url}"></head></html>`);
        } else if (req.url === '/content/old-address') {
          res.writeHead(301, { location: '/content/new-address' }).end();
        } else if (req.url === '/sitemap.xml' || req.url === '/sitemaps/lectures-1.xml' || req.url === '/robots.txt') {
          res.setHeader('content-type', req.url === '/robots.txt' ? 'text/plain' : 'application/xml');
          res.end(`from the gateway: ${req.url}`);
        } else if (req.url === '/nonexistent') {
          res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><div id="root"></div><!-- the gateway 404 -->');
        } else {
          res.statusCode = 404;
          res.end();
        }
      });
      sockets = new WebSocketServer({ server: gateway, path: '/ws' });
      sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo:${String(data)}`)));
      await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
      const address = gateway.address();
      const gatewayPort = typeof address === 'object' && address ? address.port : 0;

      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const rendered = renderNginx(`127.0.0.1:${gatewayPort}`, port, MEDIA_ORIGIN);
      writeFileSync(join(rendered.htmlDir, 'index.html'), '<!doctype html><div id="root">spa shell</div>');
      writeFileSync(join(rendered.htmlDir, 'assets', 'index-B4x9kQ2a.js'), asset);
      nginx = await startNginx(rendered, port);
    });

    afterAll(async () => {
      nginx?.kill();
      sockets?.close();
      gateway?.closeAllConnections();
      await new Promise((resolve) => gateway?.close(resolve));
    });

    it('should serve the SPA shell uncached for client-side routes', async () => {
      const response = await fetch(`${base}/admin/content`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('spa shell');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('should cache hashed assets for a year and gzip them', async () => {
      const response = await rawGet(`${base}/assets/index-B4x9kQ2a.js`, { 'accept-encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(asset);
    });

    it("should send one copy of each security header, with the gateway's policy, on the shell, assets, errors and proxied answers", async () => {
      const gatewayPolicy = await policyOf(gatewayHeaders([MEDIA_ORIGIN]));
      for (const path of ['/admin', '/assets/index-B4x9kQ2a.js', '/assets/gone-1.js', '/api/echo']) {
        const { headers } = await rawGet(`${base}${path}`, {});
        expect({ path, csp: directives(String(headers['content-security-policy'])) }).toEqual({ path, csp: gatewayPolicy });
        expect({ path, nosniff: headers['x-content-type-options'] }).toEqual({ path, nosniff: 'nosniff' });
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy']).toContain('camera=()');
        // Over plain HTTP no HSTS promise.
        expect(headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('should promise HSTS only when TLS was terminated in front of it', async () => {
      const { headers } = await rawGet(`${base}/admin`, { 'x-forwarded-proto': 'https' });
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('should answer 404 for a missing asset instead of the SPA shell', async () => {
      const response = await fetch(`${base}/assets/gone-123.js`);
      expect(response.status).toBe(404);
    });

    it('should proxy /api to the gateway with the original host and scheme', async () => {
      const response = await fetch(`${base}/api/echo`);
      expect(await response.json()).toEqual({ host: `127.0.0.1:${port}`, proto: 'http' });
    });

    it('should keep the scheme a TLS-terminating Ingress forwarded', async () => {
      const response = await fetch(`${base}/api/echo`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(await response.json()).toEqual({ host: `127.0.0.1:${port}`, proto: 'https' });
    });

    it('should deliver an SSE event to a browser while the stream is still open', async () => {
      const firstChunk = await new Promise<string>((resolve, reject) => {
        // Browsers accept gzip; compressing the stream would hold events back.
        const req = get(`${base}/api/content/1/stream`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            releaseStream();
            res.resume();
          });
        });
        req.on('error', reject);
        req.setTimeout(3000, () => req.destroy(new Error('no event before the stream ended: buffered')));
      });
      expect(firstChunk).toContain('event: connected');
    });

    it('should upgrade /ws to a WebSocket on the gateway', async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
      const reply = await new Promise<string>((resolve, reject) => {
        socket.once('open', () => socket.send('ping'));
        socket.once('message', (data) => resolve(String(data)));
        socket.once('error', reject);
      });
      socket.close();
      expect(reply).toBe('echo:ping');
    });

    it('should let the gateway render the home, lecture, series, speaker and topic pages', async () => {
      for (const path of ['/content/abc', '/', '/series/forty-hadith', '/speakers/Shaykh%20Ahmad', '/topics/Fiqh', '/upload']) {
        const response = await fetch(`${base}${path}`);
        expect(await response.text()).toContain(`og:title" content="rendered ${path}"`);
      }
      // The app's own routes and files stay with the edge.
      expect(await (await fetch(`${base}/admin`)).text()).toContain('spa shell');
      expect(await (await fetch(`${base}/admin/content/abc`)).text()).toContain('spa shell');
    });

    it("should pass on the gateway's 301s and 404s, and its sitemap and robots.txt", async () => {
      const moved = await fetch(`${base}/content/old-address`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/content/new-address']);
      const missing = await fetch(`${base}/nonexistent`);
      expect([missing.status, await missing.text()]).toEqual([404, '<!doctype html><div id="root"></div><!-- the gateway 404 -->']);
      for (const path of ['/sitemap.xml', '/sitemaps/lectures-1.xml', '/robots.txt']) {
        expect(await (await fetch(`${base}${path}`)).text()).toBe(`from the gateway: ${path}`);
      }
    });

    it('should fall back to the SPA shell for /content/{id} when the gateway is down', async () => {
      sockets.close();
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));

      for (const path of ['/content/abc', '/', '/series/forty-hadith', '/nonexistent']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('spa shell');
      }
    });
  });
});

/** GET without fetch's automatic decompression, to see the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const MEDIA_ORIGIN = 'https://media.example.org';

/** The gateway's own header middleware for these media origins, on a bare server. */
function gatewayHeaders(mediaOrigins: string[]): Server {
  const app = express();
  app.use(...securityHeaders(mediaOrigins));
  app.get('/', (_req, res) => res.send('ok'));
  return createServer(app);
}

async function policyOf(server: Server): Promise<Record<string, string>> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    return directives(String((await rawGet(`http://127.0.0.1:${port}/`, {})).headers['content-security-policy']));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A CSP as directive -> sorted sources, so spacing and order do not matter. */
function directives(policy: string): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const part of policy.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    parsed[name] = sources.sort().join(' ');
  }
  return parsed;
}
