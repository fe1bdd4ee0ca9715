import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { rolesFor, type Actor, type StaffAction } from '@lectures/proto';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity';

export const ROLES_KEY = 'roles';

/**
 * Only roles the role table (proto's ROLE_TABLE) lets do one of these actions may call the route
 * (403 for others); where a role reaches only its own items, the service behind checks the item.
 */
export const Allowed = (...actions: StaffAction[]) => SetMetadata(ROLES_KEY, rolesFor(...actions));

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
