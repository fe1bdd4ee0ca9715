import { IsBase64, IsIn, IsOptional, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ARTWORK_VARIANT_NAMES, type ArtworkVariant } from './artwork.messages';

/** A series picture staff upload: at most this many bytes. */
export const SERIES_ARTWORK_MAX_BYTES = 5 * 1024 * 1024;
/** ...of these types, judged by the bytes (magic numbers), not the name or the Content-Type sent. */
export const SERIES_ARTWORK_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A picture's version: the start of its SHA-256, so the same picture uploaded twice is one version. */
export const SERIES_ARTWORK_VERSION = /^[0-9a-f]{16}$/;

/** The gateway hands media-storage the uploaded bytes; media-storage checks them and keeps every artwork size. */
export class StoreSeriesArtworkRequest {
  @IsUUID()
  seriesId!: string;

  /** The picture's bytes in base64. */
  @IsBase64() @MaxLength(Math.ceil(SERIES_ARTWORK_MAX_BYTES / 3) * 4)
  image!: string;
}

export interface StoreSeriesArtworkReply {
  version: string;
}

/** Where one size of a version is kept. */
export class SeriesArtworkRequest {
  @IsUUID()
  seriesId!: string;

  @IsIn(ARTWORK_VARIANT_NAMES)
  variant!: ArtworkVariant;

  @Matches(SERIES_ARTWORK_VERSION)
  version!: string;
}

/** Deletes a series' pictures other than `keep` (null: all of them). */
export class PruneSeriesArtworkRequest {
  @IsUUID()
  seriesId!: string;

  @IsOptional() @ValidateIf((_, v) => v !== null) @Matches(SERIES_ARTWORK_VERSION)
  keep!: string | null;
}

export interface PruneSeriesArtworkReply {
  deleted: number;
}
