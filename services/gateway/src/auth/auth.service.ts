import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { SERVICE_CONFIG, isDependencyOutage } from '@lectures/platform';
import type { GatewayConfig } from '../gateway.config';
import { SESSION_STORE, type Session, type SessionStore } from '../sessions/session-store';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import type { LoginDto, RegisterDto } from './auth.dto';
import type { Device } from './device-cookie';
import { assertPlainUsername, assertStrongPassword } from '../security/credential-rules';
import { LoginThrottle } from '../security/login-throttle';
import { PasswordHasher } from '../security/password-hasher';

const INVALID_LOGIN = 'Invalid username or password';
const TOUCH_EVERY_MS = 60_000;

/** A hash to verify against when the user is unknown, so both failures take as long. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Admin may be chosen only while no account exists (the first one becomes admin whatever it chose). */
  async adminRoleAvailable(): Promise<boolean> {
    return !(await this.users.any());
  }

  /** The first account ever becomes admin; after that only viewer or contributor may be chosen. */
  async register(dto: RegisterDto, address: string): Promise<UserEntity> {
    await this.throttle.accountChange(address);
    const username = dto.username.trim();
    if (username.length < 3) throw new AppError('INVALID', 'Username must be at least 3 characters');
    assertPlainUsername(username);
    assertStrongPassword(dto.password, username);
    const passwordHash = await this.hasher.hash(dto.password);
    return this.users.withRegistrationLock(async (manager) => {
      const first = (await this.users.count(manager)) === 0;
      if (!first && dto.role === 'admin') {
        throw new AppError('FORBIDDEN', 'Admin accounts can only be created by an administrator');
      }
      if (await this.users.existsByUsername(manager, username)) {
        throw new AppError('CONFLICT', 'Username already exists');
      }
      return this.users.insert(manager, {
        username,
        passwordHash,
        fullName: dto.fullName?.trim() || null,
        role: first ? 'admin' : (dto.role ?? 'contributor'),
      });
    });
  }

  /** Verifies a sign-in under the brute-force limits (see LoginThrottle); `device` is the browser's device cookie. */
  async signIn(dto: LoginDto, address: string, device: Device | null): Promise<UserEntity> {
    await this.throttle.beforeSignIn(dto.username, address, device);
    try {
      const user = await this.verify(dto);
      await this.throttle.succeededSignIn(dto.username, address);
      return user;
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await this.throttle.failedSignIn(dto.username, address, device);
      throw error;
    }
  }

  private async verify(dto: LoginDto): Promise<UserEntity> {
    const user = await this.users.findWithHash(dto.username.trim());
    if (!user || user.disabled) {
      decoyHash ??= this.hasher.hash('decoy-password');
      await this.hasher.verify(await decoyHash, dto.password);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    if (!(await this.hasher.verify(user.passwordHash, dto.password))) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    return user;
  }

  /** A fresh session id on every sign-in; the old one (if any) ends. */
  async startSession(userId: string, previousId?: string): Promise<Session> {
    if (previousId) await this.sessions.destroy(previousId);
    return this.sessions.create(userId, this.config.sessionLifetimeMs);
  }

  endSession(id: string): Promise<void> {
    return this.sessions.destroy(id);
  }

  /** The signed-in user of a session that is still valid; a request counts as activity. */
  userForSession(id: string): Promise<{ user: UserEntity; session: Session } | null> {
    return this.resolve(id, true);
  }

  /** Whether an open stream's session still stands (not ended, idle, revoked or disabled); not activity. */
  async sessionStands(id: string): Promise<boolean> {
    return (await this.resolve(id, false)) !== null;
  }

  private async resolve(id: string, activity: boolean): Promise<{ user: UserEntity; session: Session } | null> {
    const session = await naming('the session store', () => this.sessions.get(id));
    if (!session) return null;
    const idle = Date.now() - session.lastSeenAt;
    if (idle > this.config.sessionIdleMs) {
      await this.sessions.destroy(id);
      return null;
    }
    // One write a minute at most keeps the idle clock honest without a write per request.
    if (activity && idle > TOUCH_EVERY_MS) await naming('the session store', () => this.sessions.touch(id));
    const user = await naming('the account database', () => this.users.findById(session.userId));
    if (!user || user.disabled) return null;
    return { user, session };
  }
}

/** A store that did not answer, by the name staff are told (the cause keeps the driver's error). */
export class StoreOutage extends Error {
  constructor(
    readonly store: string,
    cause: unknown,
  ) {
    super(`${store} does not answer`, { cause });
  }
}

async function naming<T>(store: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw isDependencyOutage(error) ? new StoreOutage(store, error) : error;
  }
}
