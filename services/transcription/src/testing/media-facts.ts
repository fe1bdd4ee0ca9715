/** What ffprobe tells us about an uploaded file. */
export interface MediaFacts {
  durationSec: number;
  hasAudio: boolean;
  hasVideo: boolean;
  width?: number;
  height?: number;
  frameRate?: number;
}
