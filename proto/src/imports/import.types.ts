import type { ContentLanguage } from '../content/content-language';

/**
 * Where an import's files come from: sent by the client (a browser folder, the command
 * line's local files, each uploaded with tus), a directory the services can read, or an
 * S3 bucket and prefix. media-storage reads server-side sources; nothing outside them.
 */
export const IMPORT_SOURCE_KINDS = ['upload', 'directory', 's3'] as const;
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number];

export interface ImportSourceRef {
  kind: ImportSourceKind;
  /** directory: a path on the services' side (absolute, or under the configured import root). */
  path?: string;
  bucket?: string;
  prefix?: string;
  /** upload: what the client calls it (the folder's name), for people. */
  label?: string;
}

/**
 * One file's way through an import: queued, uploading (its bytes on their way into the
 * store's upload area), checked (type, SHA-256 and tags known: where a dry run stops),
 * registering (its lecture made, the upload saga under way), stored, transcribing, done;
 * or duplicate (its bytes are already a lecture) or failed (with the reason).
 */
export const IMPORT_FILE_STATES = ['queued', 'uploading', 'checked', 'registering', 'stored', 'duplicate', 'transcribing', 'done', 'failed'] as const;
export type ImportFileState = (typeof IMPORT_FILE_STATES)[number];

/** States a file leaves on its own; the others are where it ends (done, duplicate, failed). */
export const IMPORT_FILE_ACTIVE_STATES: readonly ImportFileState[] = ['queued', 'uploading', 'checked', 'registering'];

/**
 * listing: a server-side source is being read; dry-run: files are checked but nothing is
 * created until the admin starts it; running: lectures are being made; finished: every
 * file is stored, a duplicate or failed (transcription goes on in the backlog lane).
 */
export const IMPORT_STATES = ['listing', 'dry-run', 'running', 'finished'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Where each field of a planned lecture came from. Manifest over tags over folder names. */
export type MetadataOrigin = 'manifest' | 'tags' | 'folder' | 'file name';

/** What a file will become: the lecture's fields as the import makes them. */
export interface ImportMetadata {
  title: string;
  speaker: string | null;
  description: string | null;
  seriesName: string | null;
  seriesPart: number | null;
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', as precise as the source says. */
  recordedOn: string | null;
  language: ContentLanguage | null;
  tags: string[];
  /** Field name to where its value came from. */
  origins: Partial<Record<'title' | 'speaker' | 'description' | 'seriesName' | 'seriesPart' | 'recordedOn' | 'language' | 'tags', MetadataOrigin>>;
}

export interface ImportFileDto {
  id: string;
  /** The file's path inside the source, as given (shown escaped where it holds control characters). */
  path: string;
  size: number | null;
  state: ImportFileState;
  reason: string | null;
  /** The lecture whose bytes these are (state duplicate), when it is one. */
  duplicateOf: { contentId: string; title: string | null } | null;
  /** Another file of this import with the same bytes, checked before this one. */
  duplicateOfPath: string | null;
  contentId: string | null;
  sha256: string | null;
  metadata: ImportMetadata | null;
  attempts: number;
  updatedAt: string;
}

/** The brief's seven figures: checked files count as queued, registering as uploading. */
export interface ImportCounts {
  total: number;
  queued: number;
  uploading: number;
  stored: number;
  duplicates: number;
  transcribing: number;
  done: number;
  failed: number;
}

export interface ImportDto {
  id: string;
  source: ImportSourceRef;
  dryRun: boolean;
  state: ImportState;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why listing a server-side source failed, when it did. */
  error: string | null;
  hasManifest: boolean;
  counts: ImportCounts;
  /** Bytes of every file, and of those stored so far. */
  bytesTotal: number;
  bytesStored: number;
  /** Stored over the last minute. */
  bytesPerSecond: number;
  filesPerMinute: number;
  /** At the current rate; null while nothing moves. */
  secondsLeft: number | null;
}

export interface ImportFilesPage {
  files: ImportFileDto[];
  nextCursor: string | null;
}

/** Sent on the import fan-out after files changed: the import's figures and the files that moved. */
export interface ImportProgressMessage {
  type: 'import_progress';
  importId: string;
  import: ImportDto;
  /** Up to 100 files that changed since the last message; `more` when others did too. */
  files: ImportFileDto[];
  more: boolean;
}

/** The fan-out topic every gateway replica follows for live import views. */
export const IMPORT_PROGRESS_TOPIC = 'import-progress';
