import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Actor, Role } from '@lectures/proto';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity';

export const ROLES_KEY = 'roles';

/** Only these roles may call the route (403 for others). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export interface AuthedRequest extends Request {
  user?: UserEntity;
  sessionId?: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().user;
});

/** The caller as the services see it. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor | undefined => {
  const user = ctx.switchToHttp().getRequest<AuthedRequest>().user;
  return user ? { id: user.id, role: user.role } : undefined;
});
