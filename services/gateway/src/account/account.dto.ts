import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';

export class UpdateProfileDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Empty or null clears it' })
  @IsDefined({ message: 'fullName is required (null clears it)' })
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'Full name must be text' })
  @MaxLength(200, { message: 'Full name must be at most 200 characters' })
  fullName!: string | null;
}

export class ChangePasswordDto {
  @ApiProperty()
  @MinLength(1, { message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;

  @ApiProperty({ minLength: 6 })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  newPassword!: string;
}

export class MessageResponse {
  @ApiProperty() message!: string;
}

