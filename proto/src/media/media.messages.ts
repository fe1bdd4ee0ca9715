import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Actor } from '../common/actor';
import type { MediaType } from '../content/content.types';
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

/** After the PUT: check the object and keep it (SPEC section 7, media-uploads). */
export class RegisterUploadRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** The uploadURL the client was given (absolute or relative, with or without its query). */
  @IsString() @MaxLength(4096)
  mediaURL!: string;
}

export interface RegisteredMedia {
  /** Final key (`media/<id>/original.<ext>`); the content item keeps it. */
  objectKey: string;
  /** Relative playback URL served by the gateway (`/api/media/<key>`). */
  mediaUrl: string;
  mediaType: MediaType;
  mimeType: MediaUploadType;
  size: number;
  /** From the media itself, rounded; null when unknown. */
  durationSeconds: number | null;
  video: { width: number; height: number; frameRate: number | null } | null;
}

/** Undo a registration whose content item could not be created. */
export class DiscardUploadRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsString() @MaxLength(512)
  objectKey!: string;
}

export interface DiscardUploadReply {
  objectKey: string;
  discarded: true;
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
}
