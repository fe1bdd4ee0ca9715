/** SPEC section 5: the only audio types an upload may hold (judged by content). */
export const AUDIO_UPLOAD_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/mp4',
  'audio/m4a',
  'audio/x-m4a',
  'audio/ogg',
  'audio/flac',
  'audio/aac',
  'audio/webm',
] as const;

/** SPEC section 5: the only video types an upload may hold. */
export const VIDEO_UPLOAD_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/webm',
  'video/ogg',
  'video/3gpp',
  'video/x-ms-wmv',
] as const;

export type AudioUploadType = (typeof AUDIO_UPLOAD_TYPES)[number];
export type VideoUploadType = (typeof VIDEO_UPLOAD_TYPES)[number];
export type MediaUploadType = AudioUploadType | VideoUploadType;

/** SPEC sections 5 and 9: 500 MB per file. */
export const MAX_UPLOAD_BYTES = 524_288_000;

/** Signed upload URLs live 15 minutes. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * Uploads never registered are swept after three hours: time enough for a
 * 500 MB file on a slow line (its URL must be used within 15 minutes), too
 * short for a file store nobody asked for.
 */
export const UNREGISTERED_UPLOAD_TTL_MS = 3 * 60 * 60 * 1000;
