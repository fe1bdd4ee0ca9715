import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '@lectures/proto';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Match } from '../http/match.decorator';

const USERNAME_MESSAGE = 'Username must be at least 3 characters';
const PASSWORD_MESSAGE = 'Password must be at least 6 characters';

export class LoginDto {
  @ApiProperty({ minLength: 3 })
  // class-validator checks bottom-up: type first, then lengths.
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(3, { message: USERNAME_MESSAGE })
  @IsString({ message: USERNAME_MESSAGE })
  username!: string;

  @ApiProperty({ minLength: 6 })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: PASSWORD_MESSAGE })
  @IsString({ message: PASSWORD_MESSAGE })
  password!: string;
}

export class RegisterDto extends LoginDto {
  @ApiProperty()
  @Match('password', { message: "Passwords don't match" })
  @IsString({ message: "Passwords don't match" })
  confirmPassword!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'Full name must be text' })
  @MaxLength(200, { message: 'Full name must be at most 200 characters' })
  fullName?: string | null;

  @ApiPropertyOptional({ enum: ROLES, default: 'contributor' })
  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be one of admin, contributor, viewer' })
  role?: Role;
}

export class LogoutDto {
  @ApiProperty() message!: string;
}
