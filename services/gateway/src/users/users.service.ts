import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { isUUID } from 'class-validator';
import { SESSION_STORE, type SessionStore } from '../sessions/session-store';
import { toManagedUserDto, type ManagedUserDto, type UpdateUserDto } from './managed-user.dto';
import { UserRepository } from './user.repository';

/** User management for administrators. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    @Inject(SESSION_STORE) private readonly sessions: SessionStore,
  ) {}

  async list(): Promise<ManagedUserDto[]> {
    return (await this.users.findAll()).map(toManagedUserDto);
  }

  /**
   * Changes a role or disables an account. An admin cannot demote or disable
   * themselves (so the last admin stays); a disabled account's sessions end.
   */
  async update(actorId: string, id: string, dto: UpdateUserDto): Promise<ManagedUserDto> {
    if (dto.role === undefined && dto.disabled === undefined) throw new AppError('INVALID', 'Nothing to change: send role or disabled');
    if (!isUUID(id)) throw new AppError('INVALID', 'Invalid user id');
    const target = await this.users.findById(id);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (id === actorId && ((dto.role !== undefined && dto.role !== target.role) || dto.disabled === true)) {
      throw new AppError('FORBIDDEN', 'You cannot change your own role or disable your own account');
    }
    const updated = await this.users.update(id, {
      ...(dto.role !== undefined ? { role: dto.role } : {}),
      ...(dto.disabled !== undefined ? { disabled: dto.disabled } : {}),
    });
    if (!updated) throw new AppError('NOT_FOUND', 'User not found');
    if (dto.disabled === true) await this.sessions.destroyOthers(id);
    return toManagedUserDto(updated);
  }
}
