import type { PlatformMetrics } from './platform-metrics';
import { processMetrics } from './process-metrics';

/** Prometheus exposition text of every metric; serve it on `GET /metrics`. */
export function metricsText(metrics: PlatformMetrics = processMetrics()): Promise<string> {
  return metrics.registry.metrics();
}

/** The `Content-Type` header to send with `metricsText()`. */
export function metricsContentType(metrics: PlatformMetrics = processMetrics()): string {
  return metrics.registry.contentType;
}
