import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditAction } from '@lectures/proto';

export const AUDIT_KEY = 'audit';

export interface AuditSpec {
  /** The action, or how to read it from the request (one route serving several actions). */
  action: AuditAction | ((req: Request) => AuditAction | null);
  /** Where the target's id is: the route's `:id`, or the id of what the route returned. */
  target?: 'param' | 'result';
  /** Which body fields to keep in the entry's detail (their names only unless `bodyValues`). */
  bodyFields?: 'names' | 'values';
  /** Also record a refused attempt under this action (sign-in failures). */
  onFailure?: AuditAction;
}

/** Records the route's successful calls in the audit log (and refused ones, with `onFailure`). */
export const Audited = (spec: AuditSpec) => SetMetadata(AUDIT_KEY, spec);
