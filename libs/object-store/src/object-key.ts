import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';

/** Uploads land here until registered; what is left after a day is swept. */
export const INCOMING_PREFIX = 'incoming/';
/** Registered media and everything derived from it live under `media/<id>/`. */
export const MEDIA_PREFIX = 'media/';

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are relative, slash-separated, without `..`, dot-files or empty segments. */
export function isObjectKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '..' || s.startsWith('.'));
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
}

export function newIncomingKey(): string {
  return `${INCOMING_PREFIX}${randomUUID()}`;
}

export function isIncomingKey(key: string): boolean {
  return key.startsWith(INCOMING_PREFIX) && isObjectKey(key);
}

/** Where a registered upload is kept: `media/<upload id>/original.<ext>`. */
export function mediaKeyFor(incomingKey: string, extension: string): string {
  const id = incomingKey.slice(INCOMING_PREFIX.length).replace(/\//g, '-');
  return `${MEDIA_PREFIX}${id}/original.${extension}`;
}

/** The video thumbnail media-storage derives beside an original. */
export function thumbnailKeyFor(mediaKey: string): string {
  const folder = mediaFolderOf(mediaKey);
  if (!folder) throw new Error(`Not a media key: ${mediaKey}`);
  return `${folder}thumbnail.jpg`;
}

/** Cover art embedded in an audio file, kept beside its original for artwork. */
export function coverKeyFor(mediaKey: string, mimeType: 'image/jpeg' | 'image/png'): string {
  const folder = mediaFolderOf(mediaKey);
  if (!folder) throw new Error(`Not a media key: ${mediaKey}`);
  return `${folder}cover.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
}

/** Where the gateway takes resumable (tus) uploads: `/api/uploads/<uuid>` writes `incoming/<uuid>`. */
export const RESUMABLE_UPLOAD_ROUTE = '/api/uploads';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RESUMABLE_PATH = new RegExp(`^${RESUMABLE_UPLOAD_ROUTE}/(${UUID})$`);

/** The URL of the resumable upload whose bytes become `incomingKey`. */
export function resumableUploadUrl(incomingKey: string): string {
  return `${RESUMABLE_UPLOAD_ROUTE}/${incomingKey.slice(INCOMING_PREFIX.length)}`;
}

/** The upload key a resumable upload's URL (or path) names, or null when it names none. */
export function incomingKeyOfResumableUpload(url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  const id = RESUMABLE_PATH.exec(path)?.[1];
  return id ? `${INCOMING_PREFIX}${id}` : null;
}

/** The gateway's HTTP route for objects; only the gateway turns keys into URLs. */
export const MEDIA_ROUTE = '/api/media/';

/** Keys hold only URL-safe characters, so the route is the prefix and the key. */
export function mediaRouteFor(key: string): string {
  return `${MEDIA_ROUTE}${key}`;
}

/** The folder holding an item's original, working copies and thumbnail. */
export function mediaFolderOf(key: string): string | null {
  if (!key.startsWith(MEDIA_PREFIX)) return null;
  const id = key.slice(MEDIA_PREFIX.length).split('/')[0];
  return id ? `${MEDIA_PREFIX}${id}/` : null;
}

// Every extension maps to one type, so a key says what it holds.
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.oga': 'audio/ogg',
  '.flac': 'audio/flac',
  '.aac': 'audio/aac',
  '.weba': 'audio/webm',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.3gp': 'video/3gpp',
  '.wmv': 'video/x-ms-wmv',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.json': 'application/json',
  // HLS (issue 29): playlists and MPEG-TS segments of a video's ladder.
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

export function contentTypeForKey(key: string): string {
  return TYPE_BY_EXTENSION[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function extensionForType(mimeType: string): string {
  const found = Object.entries(TYPE_BY_EXTENSION).find(([, type]) => type === mimeType);
  if (!found) throw new Error(`No extension for ${mimeType}`);
  return found[0].slice(1);
}

const RENDITION_NAME = /^rendition-([a-z0-9]+)\.([a-z0-9]+)$/;

/** A light rendition media-storage makes beside an original: `media/<id>/rendition-<kind>.<ext>`. */
export function renditionKeyFor(mediaKey: string, kind: string, extension: string): string {
  const folder = mediaFolderOf(mediaKey);
  if (!folder) throw new Error(`Not a media key: ${mediaKey}`);
  const key = `${folder}rendition-${kind}.${extension}`;
  assertObjectKey(key);
  return key;
}

/** Whether a key names a rendition (it is read under its original's access rules). */
export function isRenditionKey(key: string): boolean {
  const folder = mediaFolderOf(key);
  return folder !== null && isObjectKey(key) && RENDITION_NAME.test(key.slice(folder.length));
}

/** A video's HLS ladder lives in `media/<id>/hls/`: `master.m3u8`, a playlist per rung, its segments. */
export const HLS_FOLDER = 'hls/';
const HLS_NAME = /^[a-z0-9][a-z0-9-]*\.(m3u8|ts)$/;

/** The key of one file of an original's HLS ladder (`name` as ffmpeg wrote it: `360p-00001.ts`). */
export function hlsKeyFor(mediaKey: string, name: string): string {
  const folder = mediaFolderOf(mediaKey);
  if (!folder || !HLS_NAME.test(name)) throw new Error(`Not an HLS file of a media key: ${mediaKey} ${name}`);
  return `${folder}${HLS_FOLDER}${name}`;
}

/** Whether a key names a file of an HLS ladder (read under its original's access rules). */
export function isHlsKey(key: string): boolean {
  const folder = mediaFolderOf(key);
  return folder !== null && isObjectKey(key) && key.startsWith(`${folder}${HLS_FOLDER}`) && HLS_NAME.test(key.slice(folder.length + HLS_FOLDER.length));
}

/** Whether a key is an HLS playlist (served by the gateway itself, never redirected: its URIs are relative). */
export function isPlaylistKey(key: string): boolean {
  return isHlsKey(key) && key.endsWith('.m3u8');
}

/** Pictures staff upload for a series live under `series/<series id>/`, one version at a time. */
export const SERIES_PREFIX = 'series/';

export function seriesArtworkFolder(seriesId: string): string {
  const folder = `${SERIES_PREFIX}${seriesId}/`;
  assertObjectKey(`${folder}x`);
  return folder;
}

/** One size of a series' uploaded picture: `series/<id>/artwork-<variant>-<version>.jpg` (a new upload is a new version). */
export function seriesArtworkKeyFor(seriesId: string, variant: string, version: string): string {
  const key = `${seriesArtworkFolder(seriesId)}artwork-${variant}-${version}.jpg`;
  assertObjectKey(key);
  return key;
}
