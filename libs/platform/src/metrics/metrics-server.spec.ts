import type { AddressInfo } from 'node:net';
import { startMetricsServer } from './metrics-server';

describe('startMetricsServer', () => {
  it('should answer GET /metrics in the Prometheus text format and nothing else', async () => {
    const server = await startMetricsServer(0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await metrics.text()).toMatch(/^# HELP /m);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
