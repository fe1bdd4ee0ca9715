import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MEDIA_TYPES, type MediaType } from '../content/content.types';

/**
 * The drawing's version: part of every artwork URL and stored key, so a new
 * design replaces pictures that browsers and crawlers cached as immutable.
 */
export const ARTWORK_DESIGN = 1;

/** The pictures drawn for an item, and their size in pixels. */
export const ARTWORK_VARIANTS = {
  /** Social cards (SPEC: image 960x960): the cover, or a video's thumbnail letterboxed with its title. */
  social: { width: 960, height: 960 },
  /** Podcast apps' episode art (Apple's minimum is 1400x1400): the social picture drawn larger. */
  podcast: { width: 1400, height: 1400 },
  /** Cards and the content page: 16:9 like a video thumbnail. */
  card: { width: 640, height: 360 },
} as const;

export type ArtworkVariant = keyof typeof ARTWORK_VARIANTS;
export const ARTWORK_VARIANT_NAMES = Object.keys(ARTWORK_VARIANTS) as ArtworkVariant[];

/**
 * The gateway asks media-storage for one picture of an item. media-storage draws
 * it the first time and keeps it under a key made from these facts, so an edited
 * title is a new picture and a repeated request costs a lookup.
 */
export class ArtworkRequest {
  @IsUUID()
  contentId!: string;

  @IsIn(ARTWORK_VARIANT_NAMES)
  variant!: ArtworkVariant;

  @IsString() @MaxLength(500)
  title!: string;

  @IsOptional() @IsString() @MaxLength(200)
  speaker!: string | null;

  @IsIn(MEDIA_TYPES)
  mediaType!: MediaType;

  /** The item's original: the picture is kept in its folder, so deleting the item deletes it. */
  @IsOptional() @IsString() @MaxLength(512)
  mediaKey!: string | null;

  /** A video's thumbnail, drawn into the picture. */
  @IsOptional() @IsString() @MaxLength(512)
  thumbnailKey!: string | null;
}

export interface ArtworkReply {
  /** A JPEG of the variant's size. */
  objectKey: string;
  /** Presigned GET where the store has one (S3); the gateway redirects to it. */
  directUrl: string | null;
}
