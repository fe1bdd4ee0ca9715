import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { artworkFingerprint, type Actor, type ArtworkVariant } from '@lectures/proto';

export interface ArtworkAnswer {
  objectKey: string;
  /** Presigned GET (S3), else null: the gateway sends the file. */
  directUrl: string | null;
  /** Asked without a session, of a published item: shared caches may keep it. */
  shared: boolean;
  /** The URL named the item's current version: this answer never changes. */
  current: boolean;
}

/** The gateway's side of artwork: the item as the caller may see it, then its picture from media-storage. */
@Injectable()
export class ArtworkGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Published items for anyone, any item for signed-in staff (as their media). */
  async find(id: string, variant: ArtworkVariant, version: string | undefined, actor: Actor | undefined): Promise<ArtworkAnswer> {
    const item = await this.bus.request('content.get.v2', { id, scope: actor ? 'staff' : 'public' });
    const picture = await this.bus.request('media.artwork.v1', {
      contentId: item.id,
      variant,
      title: item.title,
      speaker: item.speaker,
      mediaType: item.mediaType,
      mediaKey: item.mediaKey,
      thumbnailKey: item.thumbnailKey,
    });
    return { ...picture, shared: !actor, current: version === artworkFingerprint(item) };
  }
}
