import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/auth.decorators';
import { clientAddress } from '../security/client-address';
import type { AuditAction } from '@lectures/proto';
import { AUDIT_KEY, type AuditSpec } from './audited.decorator';
import { AuditRepository } from './audit.repository';

type Returned = { id?: unknown; username?: unknown; user?: { id?: unknown; username?: unknown } } | null | undefined;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Writes an audit entry once an audited route has succeeded, before the client hears of it;
 * a refused sign-in is written too. An entry that cannot be written is logged, and the answer
 * (the action already happened) still goes out.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<AuditSpec | undefined>(AUDIT_KEY, context.getHandler());
    if (!spec) return next.handle();
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const action = typeof spec.action === 'function' ? spec.action(req) : spec.action;
    if (!action) return next.handle();
    return next.handle().pipe(
      mergeMap((result: unknown) => from(this.write(action, spec, req, result as Returned).then(() => result))),
      catchError((error: unknown) => {
        const failed = spec.onFailure ? this.write(spec.onFailure, spec, req, undefined, error) : Promise.resolve();
        return from(failed.then(() => Promise.reject(error as Error)));
      }),
    );
  }

  private async write(action: AuditAction, spec: AuditSpec, req: AuthedRequest, result: Returned, error?: unknown): Promise<void> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const resultUser = result?.user ?? result;
    const actorId = req.user?.id ?? (action === 'user.registered' || action === 'auth.signed-in' ? text(resultUser?.id) : null);
    const actorName = req.user?.username ?? text(resultUser?.username) ?? text(body.username);
    const target = spec.target === 'param' ? text(req.params.id) : spec.target === 'result' ? text(result?.id) ?? text(result?.user?.id) : null;
    const detail: Record<string, unknown> = {};
    if (spec.bodyFields === 'names') detail.fields = Object.keys(body).sort();
    if (spec.bodyFields === 'values') Object.assign(detail, body);
    if (error) detail.reason = text((error as { code?: unknown }).code) ?? (error as Error).message;
    try {
      await this.audit.add({ action, actorId, actorName, target, address: clientAddress(req), detail });
    } catch (failure) {
      this.logger.error(`audit entry not written: ${action} ${target ?? ''}: ${(failure as Error).message}`);
    }
  }
}
