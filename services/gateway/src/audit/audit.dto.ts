import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_ACTIONS, type AuditAction } from '@lectures/proto';

export const AUDIT_PAGE_MAX = 200;

export class AuditQuery {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional() @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ description: "the actor's username" })
  @IsOptional() @IsString() @MaxLength(100)
  actor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 50 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' })
  @Max(AUDIT_PAGE_MAX, { message: `limit must be at most ${AUDIT_PAGE_MAX}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'opaque: the nextCursor of the previous page' })
  @IsOptional() @IsString() @Matches(/^[0-9]{1,19}$/, { message: 'Invalid cursor' })
  cursor?: string;
}

export class AuditEntryResponse {
  @ApiProperty() id!: string;
  @ApiProperty() at!: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ type: String, nullable: true }) actorId!: string | null;
  @ApiProperty({ type: String, nullable: true }) actorName!: string | null;
  @ApiProperty({ type: String, nullable: true }) target!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'what the target was called then: a title or a username' }) targetLabel!: string | null;
  @ApiProperty() address!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'what the action changed, by field' }) detail!: Record<string, unknown>;
  @ApiProperty({ description: 'attempts the entry stands for (refused sign-ins are counted per address and minute)' }) count!: number;
}

export class AuditListResponse {
  @ApiProperty({ type: [AuditEntryResponse] }) entries!: AuditEntryResponse[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
