import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RENDITION_FORMATS } from '@lectures/proto';
import { ENCODER_BAND, ffmpeg, speechFilter, UndecodableMediaError, type SoundLevel } from '../rendition-encoder';
import { ladderFor, type HlsRung } from './hls-ladder';
import { masterPlaylist, segmentsOf, type MasterVariant } from './hls-playlist';

/** Seconds per segment: short enough to start fast and switch rungs often, long enough to compress well. */
export const HLS_SEGMENT_SECONDS = 6;
export const HLS_MASTER = 'master.m3u8';
const AUDIO_VARIANT = 'audio';

export interface VideoStream {
  width: number;
  height: number;
  frameRate: number | null;
}

export interface EncodedLadder {
  /** Every file written, by name (the master last): stored in this order, so the master appears when all it names exists. */
  files: string[];
  /** The top rung's peak bits per second, sound included. */
  bitRate: number;
  /** Bytes of every playlist and segment. */
  size: number;
  durationSeconds: number;
  rungs: HlsRung[];
}

/** The source's picture (its first video stream that is not cover art), or null for sound alone. */
export async function probeVideo(source: string, signal?: AbortSignal): Promise<VideoStream | null> {
  const out = await ffprobe(['-select_streams', 'v', '-show_entries', 'stream=width,height,avg_frame_rate:stream_disposition=attached_pic', '-of', 'json', source], signal);
  const streams = (JSON.parse(out) as { streams?: { width?: number; height?: number; avg_frame_rate?: string; disposition?: { attached_pic?: number } }[] }).streams ?? [];
  const picture = streams.find((s) => s.disposition?.attached_pic !== 1 && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  if (!picture) return null;
  const [num, den] = (picture.avg_frame_rate ?? '0/0').split('/').map(Number);
  return { width: picture.width!, height: picture.height!, frameRate: den > 0 && num > 0 ? num / den : null };
}

/** Whether the source has a soundtrack (a video may have none). */
export async function probeSound(source: string, signal?: AbortSignal): Promise<boolean> {
  const out = await ffprobe(['-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'json', source], signal);
  return ((JSON.parse(out) as { streams?: unknown[] }).streams ?? []).length > 0;
}

/**
 * A video's HLS ladder from one decode: each rung H.264 (main profile, keyframes every
 * HLS_SEGMENT_SECONDS so every segment starts with one) with the lecture's speech AAC (the AAC
 * rendition's chain, gain and rate) muxed in, plus that sound alone as the audio-only variant;
 * MPEG-TS segments, VOD playlists, then the master written from what the segments measured.
 * A video without a soundtrack (`level` null) gets its rungs of pictures alone.
 */
export async function encodeHls(source: string, workDir: string, video: VideoStream, level: SoundLevel | null, signal?: AbortSignal): Promise<EncodedLadder> {
  await mkdir(workDir, { recursive: true });
  const rungs = ladderFor(video.height);
  const sound = level !== null;
  const split = rungs.map((_, i) => `[s${i}]`).join('');
  const scaled = rungs.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`).join(';');
  const sounds = [...rungs.map((_, i) => `[a${i}]`), `[a${rungs.length}]`].join('');
  const pictures = `[0:v:0]split=${rungs.length}${split};${scaled}`;
  const graph = sound ? `${pictures};[0:a:0]${speechFilter(level)},aresample=44100,asplit=${rungs.length + 1}${sounds}` : pictures;
  const aac = RENDITION_FORMATS.aac.bitRate;
  const maps = sound
    ? rungs.flatMap((_, i) => ['-map', `[v${i}]`, '-map', `[a${i}]`]).concat(['-map', `[a${rungs.length}]`])
    : rungs.flatMap((_, i) => ['-map', `[v${i}]`]);
  const rates = rungs.flatMap((r, i) => [`-b:v:${i}`, String(r.videoBitRate), `-maxrate:v:${i}`, String(Math.round(r.videoBitRate * 1.25)), `-bufsize:v:${i}`, String(r.videoBitRate * 2)]);
  const streamMap = sound
    ? [...rungs.map((r, i) => `v:${i},a:${i},name:${r.name}`), `a:${rungs.length},name:${AUDIO_VARIANT}`].join(' ')
    : rungs.map((r, i) => `v:${i},name:${r.name}`).join(' ');
  await ffmpeg(
    [
      '-y', '-xerror', '-i', source, '-filter_complex', graph, ...maps,
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
      '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`, ...rates,
      ...(sound ? ['-c:a', 'aac', '-ac', '1', '-b:a', String(aac), ...ENCODER_BAND] : []), '-map_metadata', '-1',
      '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
      '-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts',
      '-var_stream_map', streamMap, '-hls_segment_filename', join(workDir, '%v-%05d.ts'), join(workDir, '%v.m3u8'),
    ],
    signal,
  );
  const variants: MasterVariant[] = [];
  let durationSeconds = 0;
  for (const rung of rungs) {
    const measured = await measureVariant(workDir, rung.name);
    const picture = await probeSegment(join(workDir, measured.first), signal);
    const codecs = sound ? `${picture.codec},mp4a.40.2` : picture.codec;
    variants.push({ uri: `${rung.name}.m3u8`, ...measured.rates, codecs, resolution: { width: picture.width, height: picture.height }, frameRate: video.frameRate ?? undefined });
    durationSeconds = measured.seconds;
  }
  if (sound) {
    const alone = await measureVariant(workDir, AUDIO_VARIANT);
    variants.push({ uri: `${AUDIO_VARIANT}.m3u8`, ...alone.rates, codecs: 'mp4a.40.2' });
  }
  await writeFile(join(workDir, HLS_MASTER), masterPlaylist(variants));

  const names = (await readdir(workDir)).filter((n) => /\.(ts|m3u8)$/.test(n) && n !== HLS_MASTER).sort((a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')) || a.localeCompare(b));
  const files = [...names, HLS_MASTER];
  let size = 0;
  for (const name of files) size += (await stat(join(workDir, name))).size;
  return { files, bitRate: Math.ceil(variants[rungs.length - 1].peakBitRate), size, durationSeconds, rungs };
}

/** A variant's peak and average bits per second from its segments' sizes and seconds. */
async function measureVariant(dir: string, name: string): Promise<{ first: string; seconds: number; rates: Pick<MasterVariant, 'peakBitRate' | 'averageBitRate'> }> {
  const segments = segmentsOf(await readFile(join(dir, `${name}.m3u8`), 'utf8'));
  if (segments.length === 0) throw new UndecodableMediaError(`The ${name} playlist has no segments`);
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    const segmentBits = (await stat(join(dir, segment.uri))).size * 8;
    bits += segmentBits;
    seconds += segment.seconds;
    // A last segment of a fraction of a second would overstate the peak.
    if (segment.seconds >= 1) peak = Math.max(peak, segmentBits / segment.seconds);
  }
  const average = bits / seconds;
  return { first: segments[0].uri, seconds, rates: { peakBitRate: Math.max(peak, average), averageBitRate: average } };
}

const PROFILE_IDC: Record<string, string> = { Baseline: '42', 'Constrained Baseline': '42', Main: '4d', High: '64' };

/** A segment's picture as RFC 6381 names its codec (`avc1.4d401f`: main profile, level 3.1), and its size. */
async function probeSegment(file: string, signal?: AbortSignal): Promise<{ codec: string; width: number; height: number }> {
  const out = await ffprobe(['-select_streams', 'v:0', '-show_entries', 'stream=profile,level,width,height', '-of', 'json', file], signal);
  const [stream] = (JSON.parse(out) as { streams: { profile: string; level: number; width: number; height: number }[] }).streams;
  if (!stream) throw new UndecodableMediaError('A rung came out without a picture');
  const profile = PROFILE_IDC[stream.profile] ?? '4d';
  const constraints = profile === '42' ? 'e0' : '40';
  return { codec: `avc1.${profile}${constraints}${stream.level.toString(16).padStart(2, '0')}`, width: stream.width, height: stream.height };
}

function ffprobe(args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', ...args], { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (signal?.aborted) reject(new Error('ffprobe was stopped'));
      else if (code === 0) resolve(out);
      else reject(new UndecodableMediaError('The recording could not be read'));
    });
  });
}
