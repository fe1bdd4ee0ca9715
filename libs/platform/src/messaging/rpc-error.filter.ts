import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AppError, type ServiceErrorPayload } from '@lectures/proto';
import type { Response } from 'express';
import { throwError, type Observable } from 'rxjs';

/**
 * For bus handlers: sends AppErrors back to the caller as `{code, message}`,
 * anything else as INTERNAL. On a service's own HTTP routes (health, metrics)
 * it answers JSON with the exception's status.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() === 'http') {
      const res = host.switchToHttp().getResponse<Response>();
      const status = exception instanceof HttpException ? exception.getStatus() : 500;
      res.status(status).json({ message: exception instanceof HttpException ? exception.message : 'Internal server error' });
      return;
    }
    if (exception instanceof AppError) return throwError(() => exception.toPayload());
    this.logger.error(exception instanceof Error ? exception : String(exception));
    const payload: ServiceErrorPayload = { code: 'INTERNAL', message: 'Internal error' };
    return throwError(() => payload);
  }
}
