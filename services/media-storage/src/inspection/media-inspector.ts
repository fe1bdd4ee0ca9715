import { AppError, MAX_UPLOAD_BYTES } from '@lectures/proto';
import { type ObjectStore } from '@lectures/object-store';
import { sniffFileType, type SniffedType } from './file-type.loader';
import { classifyMedia, type MediaKind } from './media-type';
import { ProbeUnavailable, probeMedia, type ProbedMedia } from './media-probe';

export interface InspectedMedia extends MediaKind {
  size: number;
  /** The store's tag of the inspected content, when it keeps one. */
  etag?: string;
  durationSeconds: number | null;
  video: ProbedMedia['video'];
}

const SNIFF_BYTES = 4100;
/**
 * The largest ID3v2 tag block accepted. Real tags (cover art, notes) are far smaller; ffmpeg
 * reads a tag frame by frame, and took a minute of CPU over a 100 MB one, so such a file
 * would hold its registration and transcription. It is refused with the reason instead.
 */
export const MAX_TAG_BLOCK_BYTES = 16 * 1024 * 1024;

/** What the quick checks learn: the size and, by magic bytes, the likely kind. */
export interface CheckedObject extends MediaKind {
  size: number;
  etag?: string;
  sniffed: SniffedType;
}

/** Whether bytes that begin a file name an allowed audio or video container (the same rule as checkObject). */
export async function couldBeMedia(head: Buffer): Promise<boolean> {
  const sniffed = head.length > 0 ? await sniffFileType(head.subarray(0, SNIFF_BYTES)) : null;
  return sniffed !== null && (classifyMedia(sniffed, false) ?? classifyMedia(sniffed, true)) !== null;
}

/**
 * The checks an upload gets at once, before its item is made: it exists, is
 * within the size cap, and its magic bytes name an allowed container. No
 * ffprobe: whether a mp4 or webm holds video is settled by `inspectObject`.
 * Throws AppError NOT_FOUND, PAYLOAD_TOO_LARGE or UNSUPPORTED_MEDIA_TYPE.
 */
export async function checkObject(store: ObjectStore, key: string, maxBytes = MAX_UPLOAD_BYTES): Promise<CheckedObject> {
  const info = await store.head(key);
  if (!info) throw new AppError('NOT_FOUND', 'Uploaded file not found');
  if (info.size > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `File is larger than the ${Math.round(maxBytes / 1048576)} MB limit`);
  }
  const sniffed = await sniffObject(store, key);
  if (!sniffed) throw unsupported('File content is not a recognised audio or video format');
  const likelyVideo = sniffed.mime.startsWith('video/');
  const kind = classifyMedia(sniffed, likelyVideo) ?? classifyMedia(sniffed, !likelyVideo);
  if (!kind) throw unsupported(`File type ${sniffed.mime} is not an allowed audio or video type`);
  return { ...kind, size: info.size, etag: info.etag, sniffed };
}

/**
 * Decides what an uploaded object is by its content: magic bytes (file-type)
 * for the container, ffprobe for its tracks. Throws AppError NOT_FOUND,
 * PAYLOAD_TOO_LARGE or UNSUPPORTED_MEDIA_TYPE.
 */
export async function inspectObject(store: ObjectStore, key: string, maxBytes = MAX_UPLOAD_BYTES): Promise<InspectedMedia> {
  const checked = await checkObject(store, key, maxBytes);
  let probed: ProbedMedia;
  try {
    probed = await probeMedia(await store.probeSource(key));
  } catch (err) {
    // Not a verdict on the file: ffprobe did not finish, or the object moved meanwhile (another
    // attempt at the same upload). Thrown as a failure to retry, never as a refusal.
    if (err instanceof ProbeUnavailable || !(await store.head(key))) throw new Error(`inspection of ${key} did not finish: ${String(err)}`);
    throw unsupported('File content could not be read as audio or video');
  }
  const kind = classifyMedia(checked.sniffed, probed.video !== null);
  if (!kind || (!probed.hasAudio && !probed.video)) {
    throw unsupported(`File type ${checked.sniffed.mime} is not an allowed audio or video type`);
  }
  return { ...kind, size: checked.size, etag: checked.etag, durationSeconds: probed.durationSeconds, video: probed.video };
}

/** An ID3 tag (often holding cover art) can be large: sniff what follows it. */
async function sniffObject(store: ObjectStore, key: string): Promise<SniffedType | null> {
  const head = await store.readBytes(key, 0, SNIFF_BYTES);
  const tagEnd = id3TagLength(head);
  if (tagEnd > MAX_TAG_BLOCK_BYTES) {
    throw unsupported(`The file's tag block is ${Math.round(tagEnd / 1024 / 1024)} MB: at most ${MAX_TAG_BLOCK_BYTES / 1024 / 1024} MB is accepted`);
  }
  if (tagEnd > 0 && tagEnd + 16 > head.length) {
    return sniffFileType(await store.readBytes(key, tagEnd, SNIFF_BYTES));
  }
  return sniffFileType(head);
}

function id3TagLength(bytes: Buffer): number {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  const footer = (bytes[5] & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

function unsupported(message: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', message);
}
