export interface Session {
  id: string;
  userId: string;
  /** Absolute end, set at sign-in; activity never extends it. */
  expiresAt: number;
  /** Last request seen, for the idle timeout. */
  lastSeenAt: number;
}

/** Where sessions live: Redis in distributed mode, Postgres otherwise. Both survive a gateway restart. */
export interface SessionStore {
  create(userId: string, ttlMs: number): Promise<Session>;
  get(id: string): Promise<Session | null>;
  /** Records activity now (the idle timeout counts from here). */
  touch(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Ends every session of a user except `keepId` (sign out other devices). */
  destroyOthers(userId: string, keepId?: string): Promise<void>;
}

export const SESSION_STORE = Symbol('SESSION_STORE');
