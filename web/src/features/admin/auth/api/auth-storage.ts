import type { User } from '@/types/api';

/** Product-specific key of the stored auth record (SPEC section 3). */
export const AUTH_STORAGE_KEY = 'lecture-library:auth';
/** SPEC section 9: a stored session older than 7 days is discarded. */
export const AUTH_RECORD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type AuthRecord = { user: User; timestamp: number };

function isRecord(value: unknown): value is AuthRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<AuthRecord>;
  return typeof record.timestamp === 'number' && typeof record.user === 'object' && record.user !== null && typeof record.user.id === 'string';
}

/** The stored user, or null when absent, unreadable or older than 7 days (then it is removed). */
export function readStoredUser(now = Date.now()): { user: User; timestamp: number } | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || now - parsed.timestamp > AUTH_RECORD_MAX_AGE_MS) {
      window.localStorage.removeItem(AUTH_STORAGE_KEY);
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

/** Stores the user; keeps the original timestamp unless `fresh` (a new sign-in). */
export function storeUser(user: User, fresh: boolean): void {
  try {
    const previous = fresh ? null : readStoredUser();
    const record: AuthRecord = { user, timestamp: previous?.timestamp ?? Date.now() };
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the session cookie still works.
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
