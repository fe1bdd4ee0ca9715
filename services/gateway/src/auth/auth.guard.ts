import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC, isDependencyOutage } from '@lectures/platform';
import { AppError, type Role } from '@lectures/proto';
import { ROLES_KEY, type AuthedRequest } from './auth.decorators';
import { ApiKeyAuthenticator, bearerTokenOf, type ApiKeyRequest } from '../api-keys/api-key-authenticator';
import { AuthService, StoreOutage } from './auth.service';
import { sessionIdOf } from './session-cookie';

/**
 * Global: every route needs a signed-in user unless marked @Public(), and
 * @Allowed() narrows who may call it. Public routes still learn who is signed in.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly apiKeys: ApiKeyAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true;
    // A script's API key stands for a session of the key's role: the same checks follow.
    const bearer = bearerTokenOf(req);
    if (bearer) {
      const { user, keyId } = await this.apiKeys.userFor(bearer, req);
      req.user = user;
      (req as ApiKeyRequest).apiKeyId = keyId;
      return this.allowed(isPublic, targets, req);
    }
    const sessionId = sessionIdOf(req);
    let found: Awaited<ReturnType<AuthService['userForSession']>> = null;
    try {
      found = sessionId ? await this.auth.userForSession(sessionId) : null;
    } catch (error) {
      if (!isDependencyOutage(error)) throw error;
      // The session store (Redis or PostgreSQL) or the accounts are away: public pages go on for
      // everyone, staff are told which store to wait for rather than shown a 500 or signed out.
      const store = error instanceof StoreOutage ? error.store : 'a store it needs';
      if (!isPublic) throw new AppError('UNAVAILABLE', `Sign-in is unavailable for a moment: ${store} does not answer. Try again shortly.`);
    }
    if (found) {
      req.user = found.user;
      req.sessionId = found.session.id;
    }
    return this.allowed(isPublic, targets, req);
  }

  private allowed(isPublic: boolean, targets: Parameters<Reflector['getAllAndOverride']>[1], req: AuthedRequest): boolean {
    if (isPublic) return true;
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(req.user.role)) {
      throw new AppError('FORBIDDEN', `Your role (${req.user.role}) does not allow this`);
    }
    return true;
  }
}
