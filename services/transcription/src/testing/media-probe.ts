import { MediaFacts } from './media-facts';
import { runProcess } from '../media/run-process';

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  format?: { duration?: string };
  streams?: ProbeStream[];
}

/** Parses "30000/1001" or "25" into frames per second, rounded to 3 decimals. */
export function parseFrameRate(rate: string | undefined): number | undefined {
  if (!rate) return undefined;
  const [num, den = '1'] = rate.split('/');
  const value = Number(num) / Number(den);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : undefined;
}

export function parseProbeOutput(json: string): MediaFacts {
  const probe = JSON.parse(json) as ProbeOutput;
  const streams = probe.streams ?? [];
  // Cover art in an MP3 shows up as a one-frame "video" stream; it is not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(probe.format?.duration ?? audio?.duration ?? video?.duration ?? 0);
  return {
    durationSec: Number.isFinite(duration) ? duration : 0,
    hasAudio: audio !== undefined,
    hasVideo: video !== undefined,
    width: video?.width,
    height: video?.height,
    frameRate: video ? parseFrameRate(video.avg_frame_rate) ?? parseFrameRate(video.r_frame_rate) : undefined,
  };
}

/** Probes a local path or an http(s) URL (ffprobe reads URLs with range requests). */
export async function probeMedia(input: string, timeoutMs = 60_000): Promise<MediaFacts> {
  const { stdout } = await runProcess(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
    { timeoutMs },
  );
  return parseProbeOutput(stdout);
}
