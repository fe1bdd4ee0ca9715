import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import * as argon2 from 'argon2';
import { SESSION_STORE, SESSION_TTL_MS, type Session, type SessionStore } from '../sessions/session-store';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import type { LoginDto, RegisterDto } from './auth.dto';

const INVALID_LOGIN = 'Invalid username or password';

/** A hash to verify against when the user is unknown, so both failures take as long. */
let decoyHash: Promise<string> | undefined;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
  ) {}

  /** The first account ever becomes admin; after that only viewer or contributor may be chosen. */
  async register(dto: RegisterDto): Promise<UserEntity> {
    const username = dto.username.trim();
    if (username.length < 3) throw new AppError('INVALID', 'Username must be at least 3 characters');
    const passwordHash = await argon2.hash(dto.password, { type: argon2.argon2id });
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

  async verify(dto: LoginDto): Promise<UserEntity> {
    const user = await this.users.findWithHash(dto.username.trim());
    if (!user || user.disabled) {
      decoyHash ??= argon2.hash('decoy-password', { type: argon2.argon2id });
      await argon2.verify(await decoyHash, dto.password);
      throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    }
    if (!(await argon2.verify(user.passwordHash, dto.password))) throw new AppError('UNAUTHENTICATED', INVALID_LOGIN);
    return user;
  }

  /** A fresh session id on every sign-in; the old one (if any) ends. */
  async startSession(userId: string, previousId?: string): Promise<Session> {
    if (previousId) await this.sessions.destroy(previousId);
    return this.sessions.create(userId, SESSION_TTL_MS);
  }

  endSession(id: string): Promise<void> {
    return this.sessions.destroy(id);
  }

  async userForSession(id: string): Promise<{ user: UserEntity; session: Session } | null> {
    const session = await this.sessions.get(id);
    if (!session) return null;
    const user = await this.users.findById(session.userId);
    if (!user || user.disabled) return null;
    return { user, session };
  }
}
