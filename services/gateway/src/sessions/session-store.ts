export interface Session {
  id: string;
  userId: string;
  expiresAt: number;
}

/** Where sessions live: Redis in distributed mode, Postgres otherwise. Both survive a gateway restart. */
export interface SessionStore {
  create(userId: string, ttlMs: number): Promise<Session>;
  get(id: string): Promise<Session | null>;
  destroy(id: string): Promise<void>;
  /** Ends every session of a user except `keepId` (sign out other devices). */
  destroyOthers(userId: string, keepId?: string): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_STORE = Symbol('SESSION_STORE');
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
