/** One segment of a media playlist: its file name and seconds. */
export interface PlaylistSegment {
  uri: string;
  seconds: number;
}

/** The segments a media playlist lists, in order (`#EXTINF:<seconds>,` then the URI). */
export function segmentsOf(playlist: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let seconds: number | null = null;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#') && seconds !== null) {
      segments.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return segments;
}

/** A variant of the master playlist, with what its segments measured. */
export interface MasterVariant {
  uri: string;
  /** Peak bits per second of any one segment (what HLS's BANDWIDTH means). */
  peakBitRate: number;
  averageBitRate: number;
  codecs: string;
  resolution?: { width: number; height: number };
  frameRate?: number;
}

/**
 * The master playlist: every rung, sharpest last, and the sound alone as an audio-only
 * variant (Apple's authoring rules ask for one; players on a weak connection may fall to it).
 * URIs are relative, so they resolve under the master's own route and access check.
 */
export function masterPlaylist(variants: MasterVariant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    const attributes = [`BANDWIDTH=${Math.ceil(v.peakBitRate)}`, `AVERAGE-BANDWIDTH=${Math.ceil(v.averageBitRate)}`, `CODECS="${v.codecs}"`];
    if (v.resolution) attributes.push(`RESOLUTION=${v.resolution.width}x${v.resolution.height}`);
    if (v.frameRate) attributes.push(`FRAME-RATE=${v.frameRate.toFixed(3)}`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}
