import { createMetrics, type PlatformMetrics } from './platform-metrics';

let shared: PlatformMetrics | undefined;

/**
 * The process-wide metrics. In embedded mode all four services share one process and
 * one `/metrics` route, so they must share one registry too.
 */
export function processMetrics(): PlatformMetrics {
  shared ??= createMetrics();
  return shared;
}
