/**
 * Broadcast to every replica that subscribes (progress to every gateway).
 * Best effort: a replica that is down misses messages, which is fine for live
 * progress because a client that (re)connects first fetches the current state.
 */
export interface Fanout {
  publish(topic: string, message: object): Promise<void>;
  subscribe(topic: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
