import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { RENDITION_FORMATS, RENDITION_KINDS, RENDITION_LOUDNESS, type AudioRenditionKind } from '@lectures/proto';

/** ffmpeg said the recording cannot be decoded: the rendition fails for good, with this reason. */
export class UndecodableMediaError extends Error {}

export interface EncodedRendition {
  kind: AudioRenditionKind;
  file: string;
  durationSeconds: number;
}

/**
 * Speech chain before the gain: one channel first (the renditions are mono, and the chain does
 * half the work), rumble below 70 Hz off, then a gentle compressor, so a
 * lecture's peaks (a cough, a laugh, the microphone knocked) leave room for the loudness
 * target under the true-peak ceiling. ffmpeg's one-pass `loudnorm` missed -16 LUFS by
 * 1.8 to 2.1 LU on synthetic speech (it falls back to its dynamic mode when the gain would
 * pass the ceiling), so the chain is measured once (EBU R128, `ebur128`) and given that gain.
 */
const MONO = 'aformat=channel_layouts=mono';
const SPEECH_CHAIN = 'highpass=f=70,acompressor=threshold=0.1:ratio=4:attack=5:release=100:makeup=1';
/**
 * The loudness passes hear the chain at 16 kHz: speech's loudness lies below 8 kHz, and the gain
 * they found on speech was the full rate's within 0.1 dB at a third less of the passes' CPU.
 */
const MEASURED = `${MONO},aresample=16000,${SPEECH_CHAIN}`;
/**
 * Sample-peak ceiling of the limiter, far under the -1 dBTP the encoded files must keep: at 32 and
 * 48 kb/s the codecs' quantisation noise rides on the limited peaks. Measured on flite speech with
 * three full-scale claps (the medium test's media), at -16 LUFS, `ebur128=peak=true` on the
 * decoded files (Opus / AAC): ceiling -2 dBFS +0.1 / +0.6 dBTP; -3 dBFS -0.9 / +0.1; -4 dBFS
 * -0.9 / +0.6; -5 dBFS -2.2 / -0.7; -6 dBFS -2.5 / -2.4. Limiting at 4x oversampling took the
 * limiter's own inter-sample peaks off (-1.4 to -2.0 dBTP before the codecs) but not the codecs'
 * overshoot (still -0.5 / 0.0 dBTP at -2 dBFS), and a lowpass before the limiter changed nothing;
 * measuring the encoded files and encoding again would double the work. So the ceiling is -6 dBFS.
 */
const LIMIT = 0.5; // -6 dBFS

/** Runs ffmpeg, keeping the end of what it said; rejects with it when ffmpeg fails. */
export function ffmpeg(args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-nostdin', '-hide_banner', '-nostats', ...args], { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let said = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      said = (said + chunk).slice(-64 * 1024);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(said);
      else if (signal?.aborted) reject(new Error('ffmpeg was stopped'));
      else reject(new UndecodableMediaError(lastLines(said)));
    });
  });
}

/** What ffmpeg said went wrong: its last complaint, without the loudness meter's lines or its closing words. */
function lastLines(said: string): string {
  const complaints = said
    .split('\n')
    .filter((line) => line.trim() && !/^\s/.test(line) && !line.includes('Parsed_ebur128') && !/^Conversion failed/.test(line))
    .map((line) => line.replace(/^\[[^\]]+\]\s*/, '').trim());
  return (complaints.pop() ?? 'ffmpeg failed').slice(0, 300);
}

/** Integrated loudness (LUFS) of the source after the speech chain; its first audio track only. */
export async function measureLoudness(source: string, signal?: AbortSignal, after = ''): Promise<number> {
  const said = await ffmpeg(['-xerror', '-i', source, '-map', '0:a:0', '-vn', '-af', `${MEASURED}${after},ebur128`, '-f', 'null', '-'], signal);
  const integrated = [...said.matchAll(/^\s+I:\s+(-?[\d.]+|-inf) LUFS/gm)].pop()?.[1];
  const value = integrated === undefined || integrated === '-inf' ? Number.NaN : Number(integrated);
  if (!Number.isFinite(value) || value < -70) throw new UndecodableMediaError('The recording has no sound to measure');
  return value;
}

/**
 * Both renditions from one decode: the speech chain, the measured gain to the target, a
 * limiter under the peak ceiling, then Opus (speech mode, mono, 48 kHz) in WebM and
 * AAC-LC (mono, 44.1 kHz) in MP4, each with its index first for streaming (a WebM's cues at its
 * end cost a phone on slow 3G a second request for the file's last bytes before the first sound). `-xerror` stops at a
 * damaged frame instead of skipping it, so a corrupt file fails rather than coming out short.
 */
export async function encodeRenditions(source: string, workDir: string, gainDb: number, signal?: AbortSignal): Promise<EncodedRendition[]> {
  const files: Record<AudioRenditionKind, string> = {
    opus: join(workDir, `rendition-opus.${RENDITION_FORMATS.opus.extension}`),
    aac: join(workDir, `rendition-aac.${RENDITION_FORMATS.aac.extension}`),
  };
  const graph = `[0:a:0]${speechFilter(gainDb)},asplit=2[o][m];[o]aresample=48000[opus];[m]aresample=44100[aac]`;
  await ffmpeg(
    [
      '-y', '-xerror', '-i', source, '-vn', '-filter_complex', graph,
      '-map', '[opus]', '-c:a', 'libopus', '-b:a', String(RENDITION_FORMATS.opus.bitRate), '-application', 'voip', '-map_metadata', '-1', '-cues_to_front', '1', '-f', 'webm', files.opus,
      '-map', '[aac]', '-c:a', 'aac', '-b:a', String(RENDITION_FORMATS.aac.bitRate), '-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', files.aac,
    ],
    signal,
  );
  return Promise.all(RENDITION_KINDS.map(async (kind) => ({ kind, file: files[kind], durationSeconds: await durationOf(files[kind], signal) })));
}

/** The speech chain at a measured gain, under the limiter: every rendition's sound, the HLS ladder's too. */
export const speechFilter = (gainDb: number) => `${MONO},${SPEECH_CHAIN}${gainAndLimit(gainDb)}`;

const gainAndLimit = (gainDb: number) => `,volume=${gainDb.toFixed(2)}dB,alimiter=limit=${LIMIT}:attack=2:release=50:level=false`;
const clampGain = (db: number) => Math.max(-30, Math.min(30, db));

/**
 * The gain that brings the chain to the target: measured once without the limiter, then through
 * it at that gain and at the gain corrected by what the limiter took, and set by the slope between
 * the two. Under the -6 dBFS ceiling a speech recording's loudness grows only 0.3 dB a dB of gain
 * (the limiter takes the rest), so a single correction left the files 1.2 to 1.8 LU short.
 */
export async function gainToTarget(source: string, signal?: AbortSignal): Promise<number> {
  const target = RENDITION_LOUDNESS.integratedLufs;
  const first = clampGain(target - (await measureLoudness(source, signal)));
  const firstHeard = await measureLoudness(source, signal, gainAndLimit(first));
  const second = clampGain(first + (target - firstHeard));
  if (Math.abs(target - firstHeard) < 0.2 || second === first) return second;
  const secondHeard = await measureLoudness(source, signal, gainAndLimit(second));
  const slope = Math.min(1, Math.max(0.1, (secondHeard - firstHeard) / (second - first)));
  return clampGain(second + (target - secondHeard) / slope);
}

/** Seconds of audio in a file, as ffprobe reads its container. */
export function durationOf(file: string, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(out.trim());
      if (signal?.aborted) reject(new Error('ffprobe was stopped'));
      else if (code === 0 && Number.isFinite(seconds)) resolve(seconds);
      else reject(new UndecodableMediaError('The rendition could not be read back'));
    });
  });
}
