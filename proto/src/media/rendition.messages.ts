import { IsString, Matches, MaxLength } from 'class-validator';

/** The light renditions media-storage makes of every lecture's sound (issue 29). */
export const RENDITION_KINDS = ['opus', 'aac'] as const;
export type AudioRenditionKind = (typeof RENDITION_KINDS)[number];
/** Every kind a lecture may have: its sound's light renditions, and a video's HLS ladder (its master playlist). */
export type RenditionKind = AudioRenditionKind | 'hls';

/** The HLS ladder of a video lecture, listed as its master playlist; its bit rate is the top rung's. */
export const HLS_RENDITION = { kind: 'hls', mimeType: 'application/vnd.apple.mpegurl', extension: 'm3u8' } as const;

/** What each kind is: codec, container and target bit rate (bits per second). */
export const RENDITION_FORMATS: Record<AudioRenditionKind, { mimeType: string; bitRate: number; extension: string }> = {
  // Opus in WebM: what Chromium and Firefox play; `.weba` keeps the served type audio/webm.
  opus: { mimeType: 'audio/webm; codecs="opus"', bitRate: 32_000, extension: 'weba' },
  // AAC-LC in MP4 for browsers without Opus (older Safari).
  aac: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', bitRate: 48_000, extension: 'm4a' },
};

/** Loudness every rendition is normalised to (EBU R128, speech). */
export const RENDITION_LOUDNESS = { integratedLufs: -16, truePeakDbtp: -1 } as const;

/** One stored rendition, as media-storage lists it (keys, never URLs). */
export interface StoredRendition {
  kind: RenditionKind;
  mimeType: string;
  /** Target bit rate in bits per second. */
  bitRate: number;
  objectKey: string;
  size: number;
  durationSeconds: number;
}

/** Make (or finish making) the renditions of one original. Safe to deliver twice. */
export class RenditionRequestedEvent {
  @IsString() @MaxLength(512) @Matches(/^media\//)
  mediaKey!: string;
}

/** The renditions of one original that exist now (none while they are being made, or when making them failed). */
export class ListRenditionsRequest {
  @IsString() @MaxLength(512)
  mediaKey!: string;
}

export interface ListRenditionsReply {
  renditions: StoredRendition[];
}
