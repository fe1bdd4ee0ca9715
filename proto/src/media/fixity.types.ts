/** What the fixity audit can find wrong with a stored original. */
export const FIXITY_PROBLEMS = ['missing', 'changed'] as const;
export type FixityProblemKind = (typeof FIXITY_PROBLEMS)[number];

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
