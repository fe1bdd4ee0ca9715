import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';

export interface CachedBody {
  json: string;
  etag: string;
  /** Set on pages: the cursor of the next page, null on the last. */
  nextCursor?: string | null;
}

const MAX_ENTRIES = 200;

/**
 * Public answers (the whole list, its pages, its figures) kept while the content service reports
 * the same version of the published set: a visit costs one small bus round-trip, which concurrent
 * visitors share, and each answer is serialized once per version.
 */
@Injectable()
export class PublishedSetCache {
  private version?: string;
  private readonly entries = new Map<string, Promise<CachedBody>>();
  private versionInFlight?: Promise<string>;

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async get(key: string, load: () => Promise<Omit<CachedBody, 'etag'>>): Promise<CachedBody> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.version = version;
      this.entries.clear();
    }
    let entry = this.entries.get(key);
    if (!entry) {
      // Loaded after the version was read: an answer is never older than the version it is kept under.
      entry = load().then((body) => ({ ...body, etag: `"${createHash('sha1').update(`${version}\n${key}`).digest('base64url')}"` }));
      this.entries.set(key, entry);
      entry.catch(() => this.entries.delete(key));
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    }
    return entry;
  }

  private currentVersion(): Promise<string> {
    this.versionInFlight ??= this.bus.request('content.public-version.v1', {}).then(
      ({ version }) => version,
    ).finally(() => {
      this.versionInFlight = undefined;
    });
    return this.versionInFlight;
  }
}
