import { execFile } from 'node:child_process';

export interface ProbedMedia {
  formatName: string;
  durationSeconds: number | null;
  hasAudio: boolean;
  /** The first real video track; cover art attached to audio does not count. */
  video: { width: number; height: number; frameRate: number | null } | null;
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  disposition?: { attached_pic?: number };
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

/** ffprobe did not get to judge the file (timed out, killed, could not start): try again later. */
export class ProbeUnavailable extends Error {}

/** Reads what the media says about itself with ffprobe (a path or an http(s) URL). */
export function probeMedia(source: string, timeoutMs = 30_000): Promise<ProbedMedia> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', source];
  return new Promise((resolve, reject) => {
    execFile('ffprobe', args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 }, (err, stdout) => {
      if (err) {
        const first = err.message.split('\n')[0];
        // A verdict on the file only when ffprobe ran and exited with an error of its own.
        const noVerdict = err.killed || err.signal || typeof err.code !== 'number';
        return reject(noVerdict ? new ProbeUnavailable(`ffprobe did not finish: ${first}`) : new Error(`ffprobe could not read the media: ${first}`));
      }
      try {
        resolve(toProbedMedia(JSON.parse(stdout) as FfprobeOutput));
      } catch (parseErr) {
        reject(parseErr instanceof Error ? parseErr : new Error(String(parseErr)));
      }
    });
  });
}

export function toProbedMedia(out: FfprobeOutput): ProbedMedia {
  const streams = out.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const duration = Number(out.format?.duration);
  return {
    formatName: out.format?.format_name ?? '',
    durationSeconds: Number.isFinite(duration) && duration > 0 ? Math.round(duration) : null,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    video: video
      ? { width: video.width ?? 0, height: video.height ?? 0, frameRate: frameRate(video.avg_frame_rate ?? video.r_frame_rate) }
      : null,
  };
}

function frameRate(ratio: string | undefined): number | null {
  if (!ratio) return null;
  const [num, den] = ratio.split('/').map(Number);
  if (!num || !den) return null;
  return Math.round((num / den) * 1000) / 1000;
}
