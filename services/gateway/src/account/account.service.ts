import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { SESSION_STORE, type SessionStore } from '../sessions/session-store';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import type { ChangePasswordDto, UpdateProfileDto } from './account.dto';
import { assertStrongPassword } from '../security/credential-rules';
import { LoginThrottle } from '../security/login-throttle';
import { PasswordHasher } from '../security/password-hasher';

/** The signed-in user's own account: profile, password, other sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<UserEntity> {
    const updated = await this.users.update(userId, { fullName: dto.fullName?.trim() || null });
    if (!updated) throw new AppError('NOT_FOUND', 'User not found');
    return updated;
  }

  /** Needs the current password; every other session of the user ends. */
  async changePassword(userId: string, sessionId: string | undefined, dto: ChangePasswordDto, address: string): Promise<void> {
    await this.throttle.accountChange(address);
    const user = await this.users.findWithHashById(userId);
    if (!user || !(await this.hasher.verify(user.passwordHash, dto.currentPassword))) {
      throw new AppError('UNAUTHENTICATED', 'Current password is incorrect');
    }
    if (dto.currentPassword === dto.newPassword) throw new AppError('INVALID', 'New password must differ from the current one');
    assertStrongPassword(dto.newPassword, user.username);
    const passwordHash = await this.hasher.hash(dto.newPassword);
    await this.users.update(userId, { passwordHash });
    await this.sessions.destroyOthers(userId, sessionId);
  }

  signOutOtherDevices(userId: string, sessionId: string | undefined): Promise<void> {
    return this.sessions.destroyOthers(userId, sessionId);
  }
}
