/** SPEC section 5: accepted media types. */
export const ALLOWED_MIME_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/mp4',
  'audio/m4a',
  'audio/x-m4a',
  'audio/ogg',
  'audio/flac',
  'audio/aac',
  'audio/webm',
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/webm',
  'video/ogg',
  'video/3gpp',
  'video/x-ms-wmv',
] as const;

/** SPEC section 9: 500 MB per file; 5 files at once on the upload page. */
export const MAX_FILE_SIZE_BYTES = 524_288_000;
export const MAX_FILES_UPLOAD_PAGE = 5;
/** Duration probe gives up after 5 s (durationSeconds is then null). */
export const DURATION_PROBE_TIMEOUT_MS = 5000;

export const SUPPORTED_FORMATS = ['MP3', 'WAV', 'M4A', 'AAC', 'FLAC', 'MP4', 'MOV', 'WebM'] as const;
