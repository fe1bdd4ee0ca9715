import { Type } from 'class-transformer';
import { IsBase64, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Actor } from '../common/actor';
import { MEDIA_TYPES, type MediaType } from '../content/content.types';
import type { MediaTags } from './media-tags';
import type { MediaUploadType } from './media.types';

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A contributor or admin asks where to PUT one file. */
export class CreateUploadUrlRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;
}

export interface CreateUploadUrlReply {
  /** Presigned S3 PUT or the gateway's signed disk PUT (relative). */
  uploadURL: string;
  objectKey: string;
}

/** During a PUT, before the rest arrives: can these first bytes (base64, at most 4,100) begin audio or video? */
export class SniffUploadRequest {
  @IsBase64() @MaxLength(5600)
  head!: string;
}

export interface SniffUploadReply {
  media: boolean;
}

/** After the PUT, the checks answered at once: the caller's upload, its size, its type by magic bytes. */
export class CheckUploadRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** The uploadURL the client was given (absolute or relative, with or without its query). */
  @IsString() @MaxLength(4096)
  mediaURL!: string;
}

export interface CheckedUpload {
  /** The upload's key (`incoming/<uuid>`): the saga's idempotency key. */
  uploadKey: string;
  mediaType: MediaType;
  mimeType: MediaUploadType;
  size: number;
  /** SHA-256 of the file's bytes, lowercase hex. */
  sha256: string;
  /**
   * The content id of the lecture whose original has these very bytes, or null. When set,
   * media-storage has already removed the incoming bytes and their policy row: nothing
   * more is to be registered, the caller reports the duplicate.
   */
  duplicateOf: string | null;
  /** What the file's own tags say (empty when it has none or they could not be read). */
  tags: MediaTags;
  /** Why the tags could not be read (an oversized or corrupt tag block); null when they were. */
  tagProblem: string | null;
}

/**
 * A resumable (tus) upload asks for its slot before its first byte: the same policy row,
 * limits and key as an upload URL, held until the upload expires instead of 15 minutes.
 */
export class CreateUploadSlotRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** The length the client declared; checked against the size cap and the caller's quota. */
  @IsInt() @Min(0)
  size!: number;

  /** How long the slot waits for its bytes and registration. */
  @IsInt() @Min(60) @Max(30 * 24 * 3600)
  ttlSeconds!: number;
}

export interface CreateUploadSlotReply {
  /** `incoming/<uuid>`: the resumable upload's bytes are written under this key. */
  uploadKey: string;
}

/** media-storage kept an upload: moved to its final key, inspected, thumbnail made. */
export class MediaRegisteredEvent {
  @IsUUID()
  contentId!: string;

  @IsString()
  uploadKey!: string;

  /** Final key (`media/<id>/original.<ext>`). */
  @IsString()
  mediaKey!: string;

  @IsOptional() @IsString()
  thumbnailKey!: string | null;

  /** Settled by the full inspection: a mp4 without a video track is audio. */
  @IsIn(MEDIA_TYPES)
  mediaType!: MediaType;

  @IsString()
  mimeType!: string;

  @IsInt() @Min(0)
  size!: number;

  /** From the media itself, rounded; null when unknown. */
  @IsOptional() @IsInt() @Min(0)
  durationSeconds!: number | null;

  @IsOptional() @IsObject()
  video!: { width: number; height: number; frameRate: number | null } | null;
}

/** media-storage refused an upload after its full inspection; the object is gone. */
export class MediaRejectedEvent {
  @IsUUID()
  contentId!: string;

  @IsString()
  uploadKey!: string;

  @IsString() @MaxLength(1000)
  reason!: string;

  /** The lecture that already holds these bytes, when that is why the upload was refused. */
  @IsOptional() @IsUUID()
  duplicateOf?: string | null;
}

/** May this caller read this object? Anonymous callers send no actor. */
export class AuthorizeMediaReadRequest {
  @IsString() @MaxLength(512)
  objectKey!: string;

  @IsOptional() @ValidateNested() @Type(() => Actor)
  actor?: Actor | null;
}

export interface AuthorizeMediaReadReply {
  objectKey: string;
  visibility: Visibility;
  /** Presigned GET where the store has one (S3); the gateway redirects to it. */
  directUrl: string | null;
  /**
   * An HLS playlist's text where the gateway cannot read the store (S3): served by the gateway
   * itself, so the playlist's relative URIs resolve under `/api/media/` and its access check.
   */
  playlist?: string;
}
