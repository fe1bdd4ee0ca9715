/**
 * Broadcast to every replica that subscribes (progress to every gateway).
 * Best effort: a replica that is down misses messages, which is fine for live
 * progress because a client that (re)connects first fetches the current state, and
 * one that stayed connected is caught up when the subscription comes back.
 */
export interface Fanout {
  publish(topic: string, message: object): Promise<void>;
  /** `resubscribed` is called each time the subscription is made again after a lost connection. */
  subscribe(topic: string, handler: (message: unknown) => void, resubscribed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
