import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { toContentDto } from './content-urls';

export interface PublicListBody {
  json: string;
  etag: string;
}

/**
 * The busiest route. The serialized list is kept while the content service
 * reports the same version of the published set, so a visit costs one small
 * bus round-trip; concurrent visitors share that round-trip too.
 */
@Injectable()
export class PublicListCache {
  private cached?: { version: string; body: PublicListBody };
  private inFlight?: Promise<PublicListBody>;

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  get(): Promise<PublicListBody> {
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(): Promise<PublicListBody> {
    const { version } = await this.bus.request('content.public-version.v1', {});
    if (this.cached?.version === version) return this.cached.body;
    // Read after the version: the list is never older than the version it is cached under.
    const items = await this.bus.request('content.list.v1', { scope: 'public' });
    const etag = `"${createHash('sha1').update(version).digest('base64url')}"`;
    const body = { json: JSON.stringify(items.map((item) => toContentDto(item))), etag };
    this.cached = { version, body };
    return body;
  }
}
