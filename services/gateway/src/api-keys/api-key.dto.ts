import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@lectures/proto';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_KEY_DAYS } from './api-key.service';

export class CreateApiKeyDto {
  @ApiProperty({ description: 'what uses the key (shown in Settings and the audit log)', example: 'Archive importer' })
  @IsString() @MaxLength(100)
  name!: string;

  @ApiProperty({ enum: ROLES, description: 'the key acts as its maker with this role (never more than the maker has)' })
  @IsIn(ROLES, { message: "Role must be 'admin', 'contributor' or 'viewer'" })
  role!: Role;

  @ApiProperty({ minimum: 1, maximum: MAX_KEY_DAYS, description: 'days until the key stops working' })
  @IsInt() @Min(1) @Max(MAX_KEY_DAYS, { message: `A key lives at most ${MAX_KEY_DAYS} days` })
  expiresInDays!: number;
}

export class ApiKeyResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: "the key's first characters, to tell keys apart" }) prefix!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() createdBy!: string;
  @ApiProperty({ type: String, nullable: true }) createdByName!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() expiresAt!: string;
  @ApiProperty({ type: String, nullable: true }) revokedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastUsedAt!: string | null;
}

export class CreatedApiKeyResponse extends ApiKeyResponse {
  @ApiProperty({ description: 'the key itself: shown this once, never again (only its SHA-256 is kept)' }) key!: string;
}
