import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@lectures/proto';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';
import { toUserDto, UserDto } from './user.dto';
import type { UserEntity } from './user.entity';

/** A user as an administrator sees it: with whether the account may sign in. */
export class ManagedUserDto extends UserDto {
  @ApiProperty() disabled!: boolean;
}

export class ManagedUserResponse {
  @ApiProperty({ type: ManagedUserDto }) user!: ManagedUserDto;
}

export class UserListResponse {
  @ApiProperty({ type: [ManagedUserDto] }) users!: ManagedUserDto[];
}

/** PATCH /api/users/{id}: role, disabled, or both. */
export class UpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES })
  // Absent means unchanged; null is not a role (IsOptional would let it through).
  @ValidateIf((_, v) => v !== undefined)
  @IsIn(ROLES, { message: 'Role must be one of admin, contributor, viewer' })
  role?: Role;

  @ApiPropertyOptional()
  @ValidateIf((_, v) => v !== undefined)
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}

export function toManagedUserDto(user: UserEntity): ManagedUserDto {
  return { ...toUserDto(user), disabled: user.disabled };
}
