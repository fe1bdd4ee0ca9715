import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { FIXITY_PROBLEMS, type FixityProblemKind } from './fixity.types';


const SHA256 = /^[0-9a-f]{64}$/;

/**
 * An original is missing or its bytes no longer hash to what was recorded at ingest.
 * Sent once per finding (its id makes the audit-log entry idempotent).
 */
export class FixityFindingEvent {
  @IsUUID()
  findingId!: string;

  @IsString() @MaxLength(512)
  objectKey!: string;

  /** The lecture the original belongs to, when media-storage knows it. */
  @IsOptional() @IsUUID()
  contentId!: string | null;

  @IsIn(FIXITY_PROBLEMS)
  problem!: FixityProblemKind;

  @Matches(SHA256)
  expectedSha256!: string;

  /** What the bytes hash to now; null when the object is missing. */
  @IsOptional() @Matches(SHA256)
  actualSha256!: string | null;

  @IsISO8601()
  detectedAt!: string;
}

/** Admins ask how the audit stands. */
export class FixityReportRequest {
  @IsOptional() @IsInt() @Min(1) @Max(200)
  limit?: number;
}
