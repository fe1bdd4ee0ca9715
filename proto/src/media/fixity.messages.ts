import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

/** What the fixity audit can find wrong with a stored original. */
export const FIXITY_PROBLEMS = ['missing', 'changed'] as const;
export type FixityProblemKind = (typeof FIXITY_PROBLEMS)[number];

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

export interface FixityProblem {
  objectKey: string;
  contentId: string | null;
  problem: FixityProblemKind;
  expectedSha256: string;
  actualSha256: string | null;
  detectedAt: string;
}

export interface FixityReport {
  /** Originals recorded. */
  originals: number;
  /** Of them, how many have their SHA-256 (the rest wait for the backfill). */
  hashed: number;
  /** Originals whose last check found them intact. */
  intact: number;
  /** When the audit last read an original; null before its first. */
  lastCheckedAt: string | null;
  /** The audit's read budget. */
  bytesPerSecond: number;
  /** How often each original is read again. */
  intervalHours: number;
  /** Current problems, newest first. */
  problems: FixityProblem[];
}
