import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@lectures/proto';
import type { UserEntity } from './user.entity';

export class UserDto {
  @ApiProperty() id!: string;
  @ApiProperty() username!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) fullName!: string | null;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class MeDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
