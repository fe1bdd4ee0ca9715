import { createServer, type Server } from 'node:http';
import { metricsContentType, metricsText } from './metrics-text';

/**
 * `GET /metrics` on a port of its own, for a process whose main port faces the public (the
 * gateway): scrapers reach it inside the cluster, visitors never do.
 */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metricsText()
      .then((text) => res.writeHead(200, { 'content-type': metricsContentType() }).end(text))
      .catch(() => res.writeHead(500).end());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
