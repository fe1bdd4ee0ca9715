import { AUDIO_UPLOAD_TYPES, MAX_UPLOAD_BYTES, VIDEO_UPLOAD_TYPES } from '@proto/media/media.types';

/** SPEC section 5: accepted media types (the server's own list; it judges by content). */
export const ALLOWED_MIME_TYPES = [...AUDIO_UPLOAD_TYPES, ...VIDEO_UPLOAD_TYPES] as const;

/** SPEC section 9: 500 MB per file; 5 files at once on the upload page. */
export const MAX_FILE_SIZE_BYTES = MAX_UPLOAD_BYTES;
export const MAX_FILES_UPLOAD_PAGE = 5;
/** Duration probe gives up after 5 s (durationSeconds is then null). */
export const DURATION_PROBE_TIMEOUT_MS = 5000;

export const SUPPORTED_FORMATS = ['MP3', 'WAV', 'M4A', 'AAC', 'FLAC', 'MP4', 'MOV', 'WebM'] as const;

/** Bytes per resumable-upload request: a proxy in front sees one chunk per request, never a whole file. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
