/** Error codes and names of a store that is down (PostgreSQL, Redis), not of a bad request or a bug. */
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);
const OUTAGE_NAMES = new Set(['MaxRetriesPerRequestError']);
const OUTAGE_MESSAGES = /Connection is closed|Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;

/**
 * True when an error says a store a service depends on is unreachable (PostgreSQL, Redis,
 * RabbitMQ, S3): the gateway answers 503, not 500, and an event waits for it, never dead-lettered.
 */
export function isDependencyOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return (
    (typeof code === 'string' && OUTAGE_CODES.has(code)) ||
    OUTAGE_NAMES.has(error.name) ||
    OUTAGE_MESSAGES.test(error.message) ||
    (cause !== undefined && cause !== error && isDependencyOutage(cause))
  );
}
