import { parseFromTokenizer, selectCover, type IAudioMetadata } from 'music-metadata';
import { BufferSizeError } from 'strtok3';
import { MEDIA_TAG_TEXT_LIMIT, type MediaTags } from '@lectures/proto';
import type { ObjectStore } from '@lectures/object-store';
import { ObjectTokenizer } from './object-tokenizer';

/** The largest single read a tag parser may ask for: room for cover art, not for a 100 MB tag block. */
export const MAX_TAG_READ_BYTES = 16 * 1024 * 1024;
/** Tags are read in well under a second; a parser stuck on a hostile file is stopped. */
const TAG_READ_TIMEOUT_MS = 20_000;

export interface EmbeddedCover {
  mimeType: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

export interface ReadTags {
  tags: MediaTags;
  /** Why the tags could not be read (the file itself may still be fine); null when they were. */
  problem: string | null;
  cover: EmbeddedCover | null;
}

/**
 * What a stored file's own tags say (ID3v2/ID3v1, MP4 atoms, Vorbis and FLAC comments),
 * with music-metadata over ranged reads. Never throws for what the file holds: an
 * oversized or corrupt tag gives no tags and a reason.
 */
export async function readMediaTags(store: Pick<ObjectStore, 'readRange'>, key: string, size: number): Promise<ReadTags> {
  const tokenizer = new ObjectTokenizer(store, key, size, { maxBufferSize: MAX_TAG_READ_BYTES, abortSignal: AbortSignal.timeout(TAG_READ_TIMEOUT_MS) });
  let metadata: IAudioMetadata;
  try {
    metadata = await parseFromTokenizer(tokenizer, { duration: false, skipCovers: false });
  } catch (error) {
    return { tags: {}, problem: describe(error), cover: null };
  } finally {
    await tokenizer.close().catch(() => undefined);
  }
  // A damaged tag is read as far as it goes (the parser's warnings are too noisy to report:
  // ffmpeg's own padding raises one).
  return { tags: toMediaTags(metadata), problem: null, cover: coverOf(metadata) };
}

export function toMediaTags({ common, native }: Pick<IAudioMetadata, 'common' | 'native'>): MediaTags {
  const tags: MediaTags = {};
  const set = <K extends keyof MediaTags>(field: K, value: MediaTags[K] | undefined) => {
    if (value !== undefined) tags[field] = value;
  };
  set('title', text(common.title));
  set('artist', text(common.artist));
  set('album', text(common.album));
  set('track', common.track.no !== null && Number.isSafeInteger(common.track.no) && common.track.no > 0 ? common.track.no : undefined);
  set('date', text(common.date) ?? (common.year && common.year > 0 ? String(common.year) : undefined));
  set('comment', text(common.comment?.map((c) => c.text).find((t) => text(t) !== undefined)) ?? describedInId3(native));
  set('language', text(common.language));
  const genres = [...new Set((common.genre ?? []).map(text).filter((g): g is string => g !== undefined))].slice(0, 20);
  set('genres', genres.length > 0 ? genres : undefined);
  set('hasCover', common.picture?.some((p) => p.data.length > 0) ? true : undefined);
  return tags;
}

/** ffmpeg and some taggers write a description as ID3 `TXXX:comment` instead of `COMM`. */
function describedInId3(native: IAudioMetadata['native']): string | undefined {
  for (const [format, tags] of Object.entries(native)) {
    if (!format.startsWith('ID3v2')) continue;
    const found = tags.find((t) => /^TXXX:(comment|description)$/i.test(t.id) && typeof t.value === 'string');
    if (found) return text(found.value as string);
  }
  return undefined;
}

/** Trimmed, without control characters (a NUL-padded ID3v1 field), cut to a label's length; undefined when empty. */
function text(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  return clean ? [...clean].slice(0, MEDIA_TAG_TEXT_LIMIT).join('') : undefined;
}

function coverOf(metadata: IAudioMetadata): EmbeddedCover | null {
  const picture = selectCover(metadata.common.picture);
  if (!picture || picture.data.length === 0) return null;
  const format = picture.format.toLowerCase();
  const mimeType = format.includes('png') ? 'image/png' : format.includes('jp') ? 'image/jpeg' : null;
  return mimeType ? { mimeType, bytes: Buffer.from(picture.data) } : null;
}

function describe(error: unknown): string {
  if (error instanceof BufferSizeError) {
    return `Tags not read: a tag block of ${megabytes(error.requestedSize)} is larger than the ${megabytes(MAX_TAG_READ_BYTES)} read for tags`;
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'Tags not read: reading them took too long';
  const message = error instanceof Error ? error.message : String(error);
  return `Tags not read: ${message.split('\n')[0].slice(0, 200)}`;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1048576)} MB`;
}
