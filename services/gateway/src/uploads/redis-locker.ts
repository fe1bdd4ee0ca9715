import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type Redis from 'ioredis';

/** A lock lapses this long after its holder stops renewing it (a replica died mid-request). */
const LOCK_TTL_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
const RETRY_EVERY_MS = 100;

// Only the holder (same token) renews or releases: a lapsed lock taken by another stays theirs.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * tus upload locks shared by every gateway replica, so any replica can continue an
 * upload and two requests never write one upload at once. A request that wants a
 * held lock asks its holder, wherever it runs, to let go (a PATCH left hanging by a
 * lost connection), over a Redis channel; the holder's tus handler then ends its
 * request and releases. A replica that dies loses its locks after LOCK_TTL_MS.
 */
export class RedisLocker implements Locker {
  private readonly wanted = new Map<string, RequestRelease>();
  private subscribed?: Promise<unknown>;

  constructor(
    private readonly redis: Redis,
    /** A second connection: a subscribed Redis connection can do nothing else. */
    private readonly subscriber: Redis,
    private readonly prefix: string,
    readonly acquireTimeoutMs = 30_000,
  ) {}

  newLock(id: string): Lock {
    return new RedisLock(this, `${this.prefix}tus-lock:${id}`);
  }

  /** The channel on which others ask this lock's holder to release it. */
  channelOf(key: string): string {
    return `${key}:release`;
  }

  async listen(key: string, release: RequestRelease): Promise<void> {
    this.subscribed ??= this.subscriber.psubscribe(`${this.prefix}tus-lock:*:release`).then(() =>
      this.subscriber.on('pmessage', (_pattern, channel: string) => {
        const held = this.wanted.get(channel);
        if (held) void Promise.resolve(held()).catch(() => undefined);
      }),
    );
    await this.subscribed;
    this.wanted.set(this.channelOf(key), release);
  }

  forget(key: string): void {
    this.wanted.delete(this.channelOf(key));
  }

  async tryTake(key: string, token: string): Promise<boolean> {
    return (await this.redis.set(key, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK';
  }

  async askToRelease(key: string): Promise<void> {
    await this.redis.publish(this.channelOf(key), 'release');
  }

  async renew(key: string, token: string): Promise<void> {
    await this.redis.eval(RENEW, 1, key, token, String(LOCK_TTL_MS));
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, key, token);
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private renewal?: NodeJS.Timeout;

  constructor(
    private readonly locker: RedisLocker,
    private readonly key: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let asked = false;
    while (!(await this.locker.tryTake(this.key, this.token))) {
      if (signal.aborted || Date.now() > deadline) throw Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);
      if (!asked) {
        await this.locker.askToRelease(this.key);
        asked = true;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
    await this.locker.listen(this.key, requestRelease);
    this.renewal = setInterval(() => void this.locker.renew(this.key, this.token).catch(() => undefined), RENEW_EVERY_MS);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.locker.forget(this.key);
    await this.locker.release(this.key, this.token);
  }
}
