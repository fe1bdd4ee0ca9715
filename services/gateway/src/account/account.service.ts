import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import * as argon2 from 'argon2';
import { SESSION_STORE, type SessionStore } from '../sessions/session-store';
import type { UserEntity } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import type { ChangePasswordDto, UpdateProfileDto } from './account.dto';

/** The signed-in user's own account: profile, password, other sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
  ) {}

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<UserEntity> {
    const updated = await this.users.update(userId, { fullName: dto.fullName?.trim() || null });
    if (!updated) throw new AppError('NOT_FOUND', 'User not found');
    return updated;
  }

  /** Needs the current password; every other session of the user ends. */
  async changePassword(userId: string, sessionId: string | undefined, dto: ChangePasswordDto): Promise<void> {
    const user = await this.users.findWithHashById(userId);
    if (!user || !(await argon2.verify(user.passwordHash, dto.currentPassword))) {
      throw new AppError('UNAUTHENTICATED', 'Current password is incorrect');
    }
    if (dto.currentPassword === dto.newPassword) throw new AppError('INVALID', 'New password must differ from the current one');
    const passwordHash = await argon2.hash(dto.newPassword, { type: argon2.argon2id });
    await this.users.update(userId, { passwordHash });
    await this.sessions.destroyOthers(userId, sessionId);
  }

  signOutOtherDevices(userId: string, sessionId: string | undefined): Promise<void> {
    return this.sessions.destroyOthers(userId, sessionId);
  }
}
