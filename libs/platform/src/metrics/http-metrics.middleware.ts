import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformMetrics } from './platform-metrics';

/** Route label for requests no route matched, so raw paths never become labels. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What Express adds to a request once a route matched it. */
export interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
}

function routeTemplate(req: RoutedRequest): string {
  const path = req.route?.path;
  if (typeof path !== 'string') return UNMATCHED_ROUTE;
  return `${req.baseUrl ?? ''}${path}`;
}

/**
 * Express (or Nest `app.use`) middleware observing every response's latency under its
 * route template (`/api/content/:id`, never the concrete id), method and status code.
 */
export function httpMetricsMiddleware(metrics: PlatformMetrics) {
  return (req: RoutedRequest, res: ServerResponse, next: () => void): void => {
    const stopTimer = metrics.httpRequestDuration.startTimer();
    res.once('finish', () => {
      stopTimer({ method: req.method ?? 'GET', route: routeTemplate(req), status: String(res.statusCode) });
    });
    next();
  };
}
