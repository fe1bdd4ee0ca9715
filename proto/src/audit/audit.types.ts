/** Everything the audit log records (gateway `audit/`), and an entry as `GET /api/audit` returns it. */
export const AUDIT_ACTIONS = [
  'user.registered',
  'auth.signed-in',
  'auth.sign-in-failed',
  'auth.signed-out',
  'auth.password-changed',
  'media.uploaded',
  'content.edited',
  'content.transcript-edited',
  'content.approved',
  'content.reprocessed',
  'content.analysed-again',
  'settings.analysis-changed',
  'content.deleted',
  'user.changed',
  'auth.api-key-used',
  'auth.api-key-refused',
  'api-key.created',
  'api-key.revoked',
  'import.created',
  'import.started',
  'import.retried',
  'backlog.paused',
  'backlog.resumed',
  'media.fixity-failed',
  'series.created',
  'series.edited',
  'series.deleted',
  'speaker.created',
  'speaker.edited',
  'speaker.merged',
  'speaker.split',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  /** What the target was called when the entry was written: a lecture's title, a username. */
  targetLabel: string | null;
  address: string;
  detail: Record<string, unknown>;
  /** Attempts this entry stands for: refused sign-ins are counted per address and minute. */
  count: number;
}
