import type { ArtworkReply, ArtworkRequest } from './artwork.messages';
import type {
  AuthorizeMediaReadReply,
  AuthorizeMediaReadRequest,
  CreateUploadUrlReply,
  CreateUploadUrlRequest,
  CheckedUpload,
  CheckUploadRequest,
  MediaRegisteredEvent,
  MediaRejectedEvent,
} from './media.messages';

export * from './media.types';
export * from './media.messages';
export * from './artwork.messages';
export * from './media-tags';

export const MEDIA_QUEUE = 'media-storage';

export const MediaPatterns = {
  createUploadUrl: 'media.upload-url.create.v1',
  checkUpload: 'media.upload.check.v1',
  authorizeRead: 'media.read.authorize.v1',
  artwork: 'media.artwork.v1',
  registered: 'media.registered.v1',
  rejected: 'media.rejected.v1',
} as const;

/** Requests the media-storage service answers. */
export interface MediaRequests {
  'media.upload-url.create.v1': { request: CreateUploadUrlRequest; reply: CreateUploadUrlReply };
  'media.upload.check.v1': { request: CheckUploadRequest; reply: CheckedUpload };
  'media.read.authorize.v1': { request: AuthorizeMediaReadRequest; reply: AuthorizeMediaReadReply };
  'media.artwork.v1': { request: ArtworkRequest; reply: ArtworkReply };
}

/** The upload saga's answers to content.upload-accepted, sent through media-storage's outbox. */
export interface MediaEvents {
  'media.registered.v1': MediaRegisteredEvent;
  'media.rejected.v1': MediaRejectedEvent;
}
