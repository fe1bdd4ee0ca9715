import type {
  AuthorizeMediaReadReply,
  AuthorizeMediaReadRequest,
  CreateUploadUrlReply,
  CreateUploadUrlRequest,
  DiscardUploadReply,
  DiscardUploadRequest,
  RegisteredMedia,
  RegisterUploadRequest,
} from './media.messages';

export * from './media.types';
export * from './media.messages';

export const MEDIA_QUEUE = 'media-storage';

export const MediaPatterns = {
  createUploadUrl: 'media.upload-url.create.v1',
  registerUpload: 'media.upload.register.v1',
  discardUpload: 'media.upload.discard.v1',
  authorizeRead: 'media.read.authorize.v1',
} as const;

/** Requests the media-storage service answers. */
export interface MediaRequests {
  'media.upload-url.create.v1': { request: CreateUploadUrlRequest; reply: CreateUploadUrlReply };
  'media.upload.register.v1': { request: RegisterUploadRequest; reply: RegisteredMedia };
  'media.upload.discard.v1': { request: DiscardUploadRequest; reply: DiscardUploadReply };
  'media.read.authorize.v1': { request: AuthorizeMediaReadRequest; reply: AuthorizeMediaReadReply };
}

// Media publishes no events of its own; it consumes content.deleted and content.visibility-changed.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MediaEvents {}
