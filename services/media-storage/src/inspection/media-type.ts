import type { MediaType } from '@lectures/proto';
import type { MediaUploadType } from '@lectures/proto';
import type { SniffedType } from './file-type.loader';

export interface MediaKind {
  mimeType: MediaUploadType;
  mediaType: MediaType;
}

const ISO_MEDIA = new Set(['mp4', 'm4a', 'm4v', 'm4b', 'm4p', 'f4v', 'f4a', 'mov', '3gp']);
const OGG = new Set(['ogg', 'oga', 'ogv', 'opus', 'spx']);

/**
 * Turns the sniffed container and whether it carries a real video track into
 * one of SPEC section 5's types, or null when the upload is not allowed.
 * Containers that hold either (mp4, webm, ogg) are audio without a video track.
 */
export function classifyMedia(sniffed: SniffedType, hasVideo: boolean): MediaKind | null {
  const audio = (mimeType: MediaUploadType): MediaKind => ({ mimeType, mediaType: 'audio' });
  const video = (mimeType: MediaUploadType): MediaKind => ({ mimeType, mediaType: 'video' });
  if (ISO_MEDIA.has(sniffed.ext)) {
    if (!hasVideo) return audio('audio/mp4');
    if (sniffed.ext === 'mov') return video('video/quicktime');
    if (sniffed.ext === '3gp') return video('video/3gpp');
    return video('video/mp4');
  }
  if (OGG.has(sniffed.ext)) return hasVideo ? video('video/ogg') : audio('audio/ogg');
  switch (sniffed.ext) {
    case 'webm':
      return hasVideo ? video('video/webm') : audio('audio/webm');
    case 'mp3':
    case 'mp2':
      return hasVideo ? null : audio('audio/mpeg');
    case 'wav':
      return hasVideo ? null : audio('audio/wav');
    case 'flac':
      return hasVideo ? null : audio('audio/flac');
    case 'aac':
      return hasVideo ? null : audio('audio/aac');
    // Video-only containers: audio-only AVI or WMA is not an allowed type.
    case 'avi':
      return hasVideo ? video('video/x-msvideo') : null;
    case 'asf':
      return hasVideo ? video('video/x-ms-wmv') : null;
    default:
      return null;
  }
}
