/** Everything the audit log records. */
export const AUDIT_ACTIONS = [
  'user.registered',
  'auth.signed-in',
  'auth.sign-in-failed',
  'auth.signed-out',
  'auth.password-changed',
  'media.uploaded',
  'content.edited',
  'content.approved',
  'content.reprocessed',
  'content.deleted',
  'user.changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
