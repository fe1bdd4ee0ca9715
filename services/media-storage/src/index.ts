export { mediaStorageService, mediaStorageServiceWith, MEDIA_SCHEMA } from './media-storage.service-definition';
export { readMediaStorageConfig, DEFAULT_MEDIA_SETTINGS, type MediaStorageConfig } from './media-storage.config';
export type { MediaSettings } from './media/media.tokens';
