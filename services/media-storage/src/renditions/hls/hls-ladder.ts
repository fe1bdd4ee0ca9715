/** One rung of a video's HLS ladder: its height (the width follows the picture's shape) and video bit rate. */
export interface HlsRung {
  name: string;
  height: number;
  /** H.264 target, bits per second (the sound is the speech AAC beside it). */
  videoBitRate: number;
}

/**
 * The standard rungs. Lectures are mostly a speaker and a board: 360p is what a phone on
 * mobile data plays, 720p is the sharpest worth storing (a 1080p original stays available
 * as the original). Rates are x264's for talking-head video at these sizes.
 */
const STANDARD: readonly HlsRung[] = [
  { name: '360p', height: 360, videoBitRate: 500_000 },
  { name: '720p', height: 720, videoBitRate: 1_400_000 },
];
const SMALLEST = STANDARD[0];
const TOP = STANDARD[STANDARD.length - 1];

/**
 * The ladder for a source `height` pixels high: never a rung above the source. The standard
 * rungs at or under it, then the source's own height as the top rung when it falls between two
 * (a 480p source gets 360p and 480p); a source under 360p gets one rung at its own height; a
 * source over 720p tops out at 720p. A top rung of its own gets a rate by pixels, from 360p's.
 */
export function ladderFor(height: number): HlsRung[] {
  const even = Math.max(2, Math.floor(height / 2) * 2);
  const under = STANDARD.filter((rung) => rung.height <= even);
  if (even >= TOP.height || under.some((rung) => rung.height === even)) return under;
  const rate = Math.round((SMALLEST.videoBitRate * (even / SMALLEST.height) ** 2) / 1000) * 1000;
  return [...under, { name: `${even}p`, height: even, videoBitRate: Math.max(150_000, rate) }];
}
