import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, PLATFORM_RUNTIME, type MessageBus, type PlatformRuntime } from '@lectures/platform';
import type { Request, Response } from 'express';
import { RedisClients } from '../redis/redis-clients';
import { ByteBoundedMap } from './byte-bounded-map';
import { SharedAnswers } from './shared-answers';

export interface CachedBody {
  json: string;
  etag: string;
  /** Set on pages: the cursor of the next page, null on the last. */
  nextCursor?: string | null;
  /** The json, gzipped on first demand. */
  gzipped?: Buffer;
}

/** An answer as sent after routing, with what is needed to send it again without the routing. */
export interface SentAnswer {
  body: CachedBody;
  /** The headers it went out with that do not depend on the request (security headers, ETag, caching). */
  headers: Record<string, string | string[]>;
  /** The route template that answered it, for the request metrics. */
  route: string;
}

interface Generation {
  version: string;
  checkedAt: number;
  stale: boolean;
  entries: ByteBoundedMap<string, Promise<CachedBody>>;
  /** Answers already sent, by the exact URL asked (and a page's language): served again before routing (see `answered`). */
  byUrl: ByteBoundedMap<string, SentAnswer>;
}

/**
 * The bytes each version keeps of answers, and of answers sent, the least recently read going
 * first. A series of 20 parts answers about 28 KB, a speaker 1-2 KB: 48 MB keeps some 1,400
 * series or 20,000 speakers, where 500 answers a version kept fewer than a library's series
 * (bench/addresses.mjs: 5,000 at 100,000 lectures) whatever their size.
 */
const ANSWER_BYTES = 48 * 1024 * 1024;
const SENT_BYTES = 48 * 1024 * 1024;
/** How long a version stands before it is asked again: changes made elsewhere show within this. */
const RECHECK_MS = 1000;

/**
 * Public answers (the whole list, its pages, its figures, searches), each serialized once per
 * version of the published set. The version is asked of the content service at most once a
 * second, and at once after a change made through this gateway, so most visits cost no bus
 * round-trip at all; a change made elsewhere (another replica, a finished transcription) shows
 * within a second. With Redis (distributed mode) the replicas share their answers: one computed
 * by any replica is read by the others instead of being asked of the content service again.
 */
@Injectable()
export class PublishedSetCache {
  private current?: Generation;
  private pending?: Promise<Generation>;
  private epoch = 0;
  /** Which generation each answer belongs to, so one sent is remembered under its own version only. */
  private readonly owners = new WeakMap<CachedBody, Generation>();

  private readonly shared: SharedAnswers;

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus, @Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime, redis: RedisClients) {
    this.shared = new SharedAnswers(redis.shared, `${runtime.transport.prefix}lectures:published`);
  }

  /** The answer kept under `key` in the current version, else `load`'s (kept). */
  async get(key: string, load: () => Promise<Omit<CachedBody, 'etag'>>): Promise<CachedBody> {
    const generation = await this.generation();
    let entry = generation.entries.get(key);
    if (!entry) {
      // Loaded after the version was read: an answer is never older than the version it is kept under.
      const etag = `"${createHash('sha1').update(`${generation.version}\n${key}`).digest('base64url')}"`;
      const loaded = (entry = this.shared.get(generation.version, key, load).then((body) => {
        const cached = { ...body, etag };
        this.owners.set(cached, generation);
        generation.entries.resize(key, loaded, bytesOf(cached));
        return cached;
      }));
      generation.entries.set(key, entry);
      entry.catch(() => generation.entries.delete(key, loaded));
    }
    return entry;
  }

  /**
   * The answer already sent for exactly this URL, while its version stands (not invalidated, asked
   * within the last second): the same bytes a routed request would get, without the routing.
   */
  answered(url: string): SentAnswer | undefined {
    const current = this.current;
    if (!current || current.stale || Date.now() - current.checkedAt >= RECHECK_MS) return undefined;
    return current.byUrl.get(url);
  }

  /**
   * A body written from `from` (a page's HTML from a kept answer), standing for as long as the
   * version `from` was kept under: remembered under that version only, like `from` itself.
   */
  derived(from: CachedBody, text: string): CachedBody {
    const body = { json: text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
    const generation = this.owners.get(from);
    if (generation) this.owners.set(body, generation);
    return body;
  }

  /** A request for `url` was answered after validation and routing: the next one for it need not be. */
  remember(url: string, sent: SentAnswer): void {
    const generation = this.owners.get(sent.body);
    if (!generation || generation !== this.current || generation.stale) return;
    generation.byUrl.set(url, sent, bytesOf(sent.body));
  }

  /** Runs a write that may change what visitors see; once it is done (or failed), public answers are re-validated. */
  async afterWrite<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      this.invalidate();
    }
  }

  /** The published set's version as it stands (asked of the content service at most once a second). */
  async version(): Promise<string> {
    return (await this.generation()).version;
  }

  /** A published item changed through this gateway: the next visit asks for the version again. */
  invalidate(): void {
    this.epoch += 1;
    this.pending = undefined;
    if (this.current) this.current.stale = true;
  }

  private generation(): Promise<Generation> {
    const current = this.current;
    if (current && !current.stale && Date.now() - current.checkedAt < RECHECK_MS) return Promise.resolve(current);
    if (this.pending) return this.pending;
    const epoch = this.epoch;
    const pending = this.bus
      .request('content.public-version.v1', {})
      .then(({ version }): Generation => {
        const fresh = { version, checkedAt: Date.now(), stale: false };
        // Invalidated while asking: the answer may predate the change, so it serves this caller only.
        if (epoch !== this.epoch) return { ...fresh, entries: new ByteBoundedMap(ANSWER_BYTES), byUrl: new ByteBoundedMap(SENT_BYTES) };
        if (this.current?.version === version) Object.assign(this.current, fresh);
        else this.current = { ...fresh, entries: new ByteBoundedMap(ANSWER_BYTES), byUrl: new ByteBoundedMap(SENT_BYTES) };
        return this.current;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }
}

/** Set by `rememberPublishedAnswers` on requests routed as usual: records the answer the route sends. */
export const REMEMBER_ANSWER = Symbol('remember published answer');

/** Records an answer for `answerPublishedEarly`, under its URL or the key given (a page's, with its language). */
export type RememberAnswer = (body: CachedBody, key?: string) => void;

/**
 * A cached answer with its ETag: 304 for a client holding it, gzip for a client accepting it.
 * JSON answers are replayed early (they carry no headers of their own but X-Next-Cursor); other
 * types only when `replayAs` names the key they are replayed under (a page, with its headers).
 */
export function sendCached(req: Request, res: Response, body: CachedBody, type = 'json', replayAs?: string): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  res.type(type);
  const remember = res.locals[REMEMBER_ANSWER as unknown as string] as RememberAnswer | undefined;
  if (type === 'json' || replayAs) remember?.(body, replayAs);
  if (req.headers['if-none-match'] === body.etag) {
    res.status(304).end();
    return;
  }
  if (body.json.length < 1024 || !req.acceptsEncodings('gzip')) {
    res.send(body.json);
    return;
  }
  // Compressed once per version, not once per visit (the compression middleware leaves encoded bodies alone).
  res.setHeader('Content-Encoding', 'gzip');
  res.send(gzipped(body));
}

/** About what an answer holds: its text, and its gzipped bytes (counted at a quarter of the text until made). */
function bytesOf(body: CachedBody): number {
  return body.json.length + (body.gzipped?.length ?? Math.ceil(body.json.length / 4));
}

/** The body gzipped, once per answer. */
export function gzipped(body: CachedBody): Buffer {
  body.gzipped ??= gzipSync(body.json);
  return body.gzipped;
}
