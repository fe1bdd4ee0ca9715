import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AppError, type ErrorCode } from '@lectures/proto';
import { currentRequestId } from '@lectures/platform';
import type { Request, Response } from 'express';
import { TooManyRequests } from './too-many-requests';
import { isDependencyOutage } from '@lectures/platform';

/** One exhaustive mapping from domain error codes to HTTP statuses. */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'INVALID':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'RANGE_NOT_SATISFIABLE':
      return 416;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'INSUFFICIENT_STORAGE':
      return 507;
    case 'UNAVAILABLE':
      return 503;
    case 'INTERNAL':
      return 500;
  }
}

/** Fields an error adds to its JSON beside the message (a duplicate upload names the lecture). */
function detailsOf(exception: unknown): Record<string, unknown> {
  const details = exception instanceof HttpException ? (exception as HttpException & { details?: unknown }).details : undefined;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
}

interface BodyParserError {
  status: number;
  type: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const e = error as Partial<BodyParserError> | null;
  return typeof e?.status === 'number' && typeof e.type === 'string' && e.status >= 400 && e.status < 500;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Request body is not valid JSON',
  'entity.too.large': 'Request body is too large',
  'entity.too.deep': 'Request body is nested too deeply',
  'encoding.unsupported': 'Unsupported request body encoding',
  'charset.unsupported': 'Unsupported request body charset',
};

/**
 * Every error leaves as JSON `{ message }` with the right status. Anything
 * unknown is a bare 500 with a correlation id, and is logged.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const [status, message] = this.describe(exception);
    if (status === 503 || status === 507) {
      // An outage or a full store, not a bug: logged once per refused request, so an operator sees how many.
      const req = host.switchToHttp().getRequest<Request>();
      this.logger.warn({ msg: 'answered 503', method: req.method, path: req.path, requestId: currentRequestId(), reason: message, error: exception instanceof Error ? exception.message : String(exception) });
    } else if (status >= 500) {
      this.logger.error(exception instanceof Error ? exception : String(exception));
    }
    if (exception instanceof TooManyRequests) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    const body: Record<string, unknown> = { message, ...detailsOf(exception) };
    if (status === 500) body.requestId = currentRequestId();
    // A route's own type (text/vtt, application/json+chapters) was set before it failed: the error is JSON.
    res.status(status).type('application/json').json(body);
  }

  private describe(exception: unknown): [number, string] {
    if (exception instanceof AppError) return [statusOf(exception.code), exception.message];
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message;
      return [exception.getStatus(), message];
    }
    if (isDependencyOutage(exception)) {
      return [503, 'The service is briefly unavailable: one of its stores does not answer. Try again shortly.'];
    }
    if (isBodyParserError(exception)) {
      return [exception.status, BODY_PARSER_MESSAGES[exception.type] ?? 'Malformed request'];
    }
    return [500, 'Internal server error'];
  }
}
