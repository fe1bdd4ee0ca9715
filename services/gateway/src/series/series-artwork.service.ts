import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { AppError, may, SERIES_ARTWORK_MAX_BYTES, SERIES_ARTWORK_TYPES, type Actor, type ArtworkVariant } from '@lectures/proto';
import type { ArtworkAnswer } from '../content/artwork.service';
import { toSeriesDto, type SeriesDto } from './series-gateway.service';

/** Rounded up, so a picture just over the limit never reads as the limit. */
const MB = (bytes: number) => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`;
const TOO_LARGE = (bytes: number | null) =>
  new AppError('PAYLOAD_TOO_LARGE', `${bytes === null ? 'The picture is too large:' : `The picture is ${MB(bytes)};`} a series picture may be at most ${MB(SERIES_ARTWORK_MAX_BYTES)}`);
const SEND_ITSELF = `Send the picture itself as the request body, with Content-Type ${SERIES_ARTWORK_TYPES.join(', ')}`;

/**
 * The request's body as bytes, refused as soon as it is known to be too large (by its
 * Content-Length, else as it arrives), so a large upload is never held whole.
 */
export async function readPicture(req: Request): Promise<Buffer> {
  const type = (req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('image/') && type !== 'application/octet-stream') throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_ITSELF);
  const declared = Number(req.header('content-length') ?? NaN);
  if (declared > SERIES_ARTWORK_MAX_BYTES) throw TOO_LARGE(declared);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > SERIES_ARTWORK_MAX_BYTES) {
      req.destroy();
      throw TOO_LARGE(null);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A series' uploaded picture: media-storage checks and keeps the sizes, content names the version. */
@Injectable()
export class SeriesArtworkGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Replaces the series' picture; earlier versions (and any refused upload's) are deleted once the new one is named. */
  async upload(actor: Actor, id: string, image: Buffer): Promise<SeriesDto> {
    // Who may not edit the series stores nothing.
    const series = await this.bus.request('content.series.get.v1', { id });
    if (!may(actor.role, 'edit', series.createdBy === actor.id)) throw new AppError('FORBIDDEN', 'You can only change series you made');
    if (image.length === 0) throw new AppError('INVALID', `The picture is empty. ${SEND_ITSELF}`);
    const { version } = await this.bus.request('media.series-artwork.store.v1', { seriesId: id, image: image.toString('base64') });
    const record = await this.bus.request('content.series.artwork.set.v1', { id, actor, artworkVersion: version });
    await this.bus.request('media.series-artwork.prune.v1', { seriesId: id, keep: version });
    return toSeriesDto(record);
  }

  /** Back to the drawn artwork. */
  async remove(actor: Actor, id: string): Promise<SeriesDto> {
    const record = await this.bus.request('content.series.artwork.set.v1', { id, actor, artworkVersion: null });
    await this.bus.request('media.series-artwork.prune.v1', { seriesId: id, keep: null });
    return toSeriesDto(record);
  }

  /** Series with a published part for anyone, any series for signed-in staff; 404 when it has no uploaded picture. */
  async find(id: string, variant: ArtworkVariant, version: string | undefined, actor: Actor | undefined): Promise<ArtworkAnswer> {
    const series = await this.bus.request('content.series.get.v1', { id });
    const visible = actor !== undefined || series.parts.some((p) => p.content.status === 'approved');
    if (!visible || !series.artworkVersion) throw new AppError('NOT_FOUND', 'This series has no uploaded picture');
    const picture = await this.bus.request('media.series-artwork.v1', { seriesId: id, variant, version: series.artworkVersion });
    return { ...picture, shared: !actor, current: version === series.artworkVersion };
  }
}
