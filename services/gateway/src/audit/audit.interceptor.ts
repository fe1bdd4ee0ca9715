import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/auth.decorators';
import { clientAddress } from '../security/client-address';
import { AppError, type AuditAction } from '@lectures/proto';
import { AUDIT_KEY, type AuditSpec } from './audited.decorator';
import { AuditRepository } from './audit.repository';
import { TooManyRequests } from '../http/too-many-requests';

type Returned = { id?: unknown; username?: unknown; title?: unknown; user?: { id?: unknown; username?: unknown } } | null | undefined;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Refusals worth recording: wrong credentials and throttled attempts, never a malformed request. */
function refusalReason(error: unknown): string | null {
  if (error instanceof TooManyRequests) return 'TOO_MANY_REQUESTS';
  if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return error.code;
  return null;
}

/**
 * Writes an audit entry once an audited route has succeeded, before the client hears of it.
 * A refused sign-in (wrong credentials, throttled) is counted in its address's row of the
 * minute; a request that failed validation leaves nothing. An entry that cannot be written is
 * logged, and the answer (the action already happened) still goes out.
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
        const reason = refusalReason(error);
        const failed = spec.onFailure && reason ? this.writeRefused(spec.onFailure, req, reason) : Promise.resolve();
        return from(failed.then(() => Promise.reject(error as Error)));
      }),
    );
  }

  private async write(action: AuditAction, spec: AuditSpec, req: AuthedRequest, result: Returned): Promise<void> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const resultUser = result?.user ?? result;
    const actorId = req.user?.id ?? (action === 'user.registered' || action === 'auth.signed-in' ? text(resultUser?.id) : null);
    const actorName = req.user?.username ?? text(resultUser?.username);
    const target = spec.target === 'param' ? text(req.params.id) : spec.target === 'result' ? text(result?.id) ?? text(result?.user?.id) : null;
    const targetLabel = target === null ? null : (text(result?.title) ?? text(resultUser?.username));
    const detail: Record<string, unknown> = {};
    if (spec.bodyFields === 'names') detail.fields = Object.keys(body).sort();
    if (spec.bodyFields === 'values') Object.assign(detail, body);
    await this.safely(action, () => this.audit.add({ action, actorId, actorName, target, targetLabel, address: clientAddress(req), detail }));
  }

  private writeRefused(action: AuditAction, req: AuthedRequest, reason: string): Promise<void> {
    const claimedName = text((req.body as Record<string, unknown> | undefined)?.username);
    return this.safely(action, () => this.audit.addRefused({ action, claimedName, address: clientAddress(req), reason }));
  }

  private async safely(action: AuditAction, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (failure) {
      this.logger.error(`audit entry not written: ${action}: ${(failure as Error).message}`);
    }
  }
}
