export type { ObjectStore, ObjectInfo } from './object-store';
export type { ObjectReader } from './object-reader';
export { DiskObjectStore, FIRST_BYTES, type FirstBytesCheck } from './disk-object-store';
export { STORAGE_FULL_MESSAGE, StorageFullError, StorageGuard, isOutOfSpace, readStorageReserve } from './storage-guard';
export { S3ObjectStore, type S3StoreConfig } from './s3-object-store';
export { UrlSigner, type SignatureCheck } from './upload-signature';
export { createObjectStore, createObjectReader } from './object-store.factory';
export { readStorageConfig, embeddedSigningSecret, type StorageConfig } from './storage.config';
export { receiveDiskUpload, type DiskUploadDeps } from './disk-upload.handler';
export { DEFAULT_UPLOAD_PACE, type UploadPace } from './stall-guard';
export { sendObject } from './object-download.handler';
export {
  INCOMING_PREFIX,
  RESUMABLE_UPLOAD_ROUTE,
  incomingKeyOfResumableUpload,
  resumableUploadUrl,
  MEDIA_PREFIX,
  MEDIA_ROUTE,
  assertObjectKey,
  contentTypeForKey,
  coverKeyFor,
  extensionForType,
  isIncomingKey,
  isObjectKey,
  mediaFolderOf,
  mediaKeyFor,
  mediaRouteFor,
  newIncomingKey,
  thumbnailKeyFor,
  renditionKeyFor,
  isRenditionKey,
  HLS_FOLDER,
  hlsKeyFor,
  isHlsKey,
  isPlaylistKey,
  SERIES_PREFIX,
  seriesArtworkFolder,
  seriesArtworkKeyFor,
} from './object-key';
