import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { EMPTY, Observable, catchError, tap, throwError } from 'rxjs';
import { newRequestId, requestContext } from '../logging/request-context';
import { inFlight } from './in-flight';
import { messageControl } from './message-control';
import { isDependencyOutage } from './dependency-outage';
import { DEADLINE_HEADER } from './message-bus';
import { recordMessage } from '../metrics/metrics-recorders';
import { processMetrics } from '../metrics/process-metrics';

/**
 * Attempts of a failing event before it is dead-lettered, and the first back-off (doubling).
 * A dependency outage is not a failure of the event: it waits, its back-off capped at
 * `maxOutageDelayMs`, for as long as the outage lasts.
 */
export const RETRY_POLICY = { maxAttempts: 5, baseDelayMs: 1000, maxOutageDelayMs: 2 * 60_000 };

/**
 * Wraps every bus handler: restores the caller's request id, acks only after the
 * handler (and its database work) finished, and for events that fail retries with
 * exponential back-off, then dead-letters; while a dependency is down they wait without
 * limit. Invalid payloads are dead-lettered at once.
 */
@Injectable()
export class BusMessageInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Bus');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const control = messageControl(context.switchToRpc().getContext());
    const pattern = String(context.switchToRpc().getContext<{ getPattern?: () => string }>().getPattern?.() ?? '');
    const requestId = typeof control.headers['x-request-id'] === 'string' ? control.headers['x-request-id'] : newRequestId();
    const about = subjectOf(context.switchToRpc().getData());

    const deadline = Number(control.headers[DEADLINE_HEADER]);
    if (control.isRequest && deadline > 0 && deadline < Date.now()) {
      this.logger.warn({ msg: 'request dropped: its caller gave up before it was taken', pattern, requestId, lateMs: Date.now() - deadline });
      recordMessage(processMetrics(), pattern, 'expired');
      control.ack();
      return EMPTY;
    }
    const run$ = new Observable<unknown>((subscriber) => {
      // Counted while it runs: a shutdown lets it finish (and ack) before the channel closes.
      inFlight.started();
      const subscription = requestContext.run({ requestId }, () => next.handle().subscribe(subscriber));
      return () => {
        subscription.unsubscribe();
        inFlight.ended();
      };
    });
    return run$.pipe(
      tap({
        complete: () => {
          control.ack();
          recordMessage(processMetrics(), pattern, 'handled');
        },
      }),
      catchError((error: unknown) => {
        recordMessage(processMetrics(), pattern, 'failed');
        if (control.isRequest) {
          control.ack();
          return throwError(() => error);
        }
        if (isDependencyOutage(error)) {
          const delay = Math.min(RETRY_POLICY.baseDelayMs * 2 ** Math.min(control.outageWaits, 20), RETRY_POLICY.maxOutageDelayMs);
          this.logger.warn({ msg: 'event waits for a dependency', pattern, ...about, requestId, waits: control.outageWaits, delay, error: String(error) });
          control.retryLater(delay, true);
          return EMPTY;
        }
        const invalid = error instanceof AppError && error.code === 'INVALID';
        if (invalid || control.attempt + 1 >= RETRY_POLICY.maxAttempts) {
          this.logger.error({ msg: 'event dead-lettered', pattern, ...about, requestId, attempt: control.attempt, error: String(error) });
          control.deadLetter();
        } else {
          const delay = RETRY_POLICY.baseDelayMs * 2 ** control.attempt;
          this.logger.warn({ msg: 'event failed, retrying', pattern, ...about, requestId, attempt: control.attempt, delay, error: String(error) });
          control.retryLater(delay);
        }
        return EMPTY;
      }),
    );
  }
}

/** Which lecture, job or upload a message is about, so its log lines can be found by it. */
function subjectOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null) return {};
  const subject: Record<string, string> = {};
  for (const key of ['contentId', 'jobId', 'uploadKey', 'index']) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') subject[key] = String(value);
  }
  return subject;
}

