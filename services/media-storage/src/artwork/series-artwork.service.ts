import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import {
  AppError,
  ARTWORK_VARIANTS,
  ARTWORK_VARIANT_NAMES,
  SERIES_ARTWORK_MAX_BYTES,
  SERIES_ARTWORK_TYPES,
  type ArtworkReply,
  type ArtworkVariant,
  type PruneSeriesArtworkReply,
  type PruneSeriesArtworkRequest,
  type SeriesArtworkRequest,
  type StoreSeriesArtworkReply,
  type StoreSeriesArtworkRequest,
} from '@lectures/proto';
import { seriesArtworkFolder, seriesArtworkKeyFor, type ObjectStore } from '@lectures/object-store';
import { sniffFileType } from '../inspection/file-type.loader';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { PALETTE } from './artwork-pattern';

/** A picture wider or taller than this is refused before it is decoded (a decompression bomb). */
const MAX_PIXELS = 50_000_000;
/** Smaller than this it would be a blur in a podcast app. */
const MIN_SIDE = 200;
/** Rounded up, so a picture just over the limit never reads as the limit. */
const MB = (bytes: number) => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`;
const KINDS = 'JPEG, PNG or WebP';
const DAMAGED = 'The picture could not be read; it may be damaged';

/**
 * Pictures staff upload for a series: checked by their bytes, then kept at every artwork size
 * (the square 960 for pages and cards, 1400 for podcast apps, 640x360 for wide cards), cropped
 * to fill and turned upright, as JPEG on the library's emerald where the picture is transparent.
 */
@Injectable()
export class SeriesArtworkService {
  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  async store(request: StoreSeriesArtworkRequest): Promise<StoreSeriesArtworkReply> {
    const bytes = Buffer.from(request.image, 'base64');
    if (bytes.length === 0) throw new AppError('INVALID', 'The picture is empty');
    if (bytes.length > SERIES_ARTWORK_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `The picture is ${MB(bytes.length)}; a series picture may be at most ${MB(SERIES_ARTWORK_MAX_BYTES)}`);
    const sniffed = await sniffFileType(bytes.subarray(0, 4100));
    if (!sniffed || !(SERIES_ARTWORK_TYPES as readonly string[]).includes(sniffed.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${sniffed ? `This file is ${sniffed.mime}, not` : 'This file is not'} a picture the library takes: upload a ${KINDS} picture`);
    }
    // Its header only, no pixel decoded: the sizes made below decode the picture.
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata().catch(() => null);
    if (!meta?.width || !meta.height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DAMAGED);
    if (Math.min(meta.width, meta.height) < MIN_SIDE) throw new AppError('INVALID', `The picture is ${meta.width}x${meta.height}; it should be at least ${MIN_SIDE}x${MIN_SIDE} (1400x1400 or more is best)`);
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    // Every size made before any is kept: a picture whose pixels break off past a sound header is refused whole.
    const sizes: { variant: ArtworkVariant; jpeg: Buffer }[] = [];
    for (const variant of ARTWORK_VARIANT_NAMES) sizes.push({ variant, jpeg: await this.render(bytes, variant) });
    for (const { variant, jpeg } of sizes) await this.objects.put(seriesArtworkKeyFor(request.seriesId, variant, version), jpeg);
    return { version };
  }

  private async render(bytes: Buffer, variant: ArtworkVariant): Promise<Buffer> {
    const { width, height } = ARTWORK_VARIANTS[variant];
    try {
      return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, height, fit: 'cover', position: 'attention' })
        .flatten({ background: PALETTE.emerald })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', DAMAGED);
    }
  }

  async find(request: SeriesArtworkRequest): Promise<ArtworkReply> {
    const objectKey = seriesArtworkKeyFor(request.seriesId, request.variant, request.version);
    if (!(await this.objects.head(objectKey))) throw new AppError('NOT_FOUND', 'This series has no such picture');
    return { objectKey, directUrl: await this.objects.directGetUrl(objectKey, this.settings.directUrlTtlSeconds) };
  }

  /** Every version but the one kept: what a replaced or removed picture, or a refused upload, left. */
  async prune(request: PruneSeriesArtworkRequest): Promise<PruneSeriesArtworkReply> {
    const everything = new Date(Date.now() + 86_400_000);
    let deleted = 0;
    for (const object of await this.objects.listOlderThan(seriesArtworkFolder(request.seriesId), everything)) {
      if (request.keep && object.key.endsWith(`-${request.keep}.jpg`)) continue;
      await this.objects.delete(object.key);
      deleted++;
    }
    return { deleted };
  }
}
