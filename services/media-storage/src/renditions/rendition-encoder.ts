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
 * limiter's own inter-sample peaks off but not the codecs' overshoot.
 */
export const LIMIT_DB = -6;
/**
 * The band both renditions keep, cut before the limiter and told to the encoders: what the limiter
 * holds is then what the codecs code. Without it the overshoot varied with the recording: over 40
 * sets of random claps at -6 dBFS, 5 of 80 files came out over -1 dBTP (up to +0.3; +1 in one CI
 * run). With it, the same 40: Opus at most -2.2, AAC at most -1.2 dBTP, loudness unchanged. Speech
 * keeps its consonants well under 12 kHz.
 */
const BAND_HZ = 12_000;
/** The chain every rendition hears, up to its gain. */
const SPOKEN_BAND = `${MONO},${SPEECH_CHAIN},lowpass=f=${BAND_HZ}`;
/** The encoders' own low-pass, at the band the limiter saw (libopus takes 12 kHz as super-wideband). */
export const ENCODER_BAND = ['-cutoff', String(BAND_HZ)];
/** How much lower the ceiling of a file made again is than the last one's. */
const RETRY_STEP_DB = 1;
/** Encodes of one rendition at most: the first, then under lower ceilings. */
const MAX_ENCODES = 4;

/** The gain a recording is given and the limiter's sample-peak ceiling after it. */
export interface SoundLevel {
  gainDb: number;
  limitDb: number;
}

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

/** Opus (speech mode, mono, 48 kHz) in WebM; AAC-LC (mono, 44.1 kHz) in MP4; each with its index first for streaming. */
const OUTPUTS: Record<AudioRenditionKind, { rate: number; codec: string[]; format: string }> = {
  opus: { rate: 48000, codec: ['-c:a', 'libopus', '-b:a', String(RENDITION_FORMATS.opus.bitRate), '-application', 'voip', '-cues_to_front', '1'], format: 'webm' },
  aac: { rate: 44100, codec: ['-c:a', 'aac', '-b:a', String(RENDITION_FORMATS.aac.bitRate), '-movflags', '+faststart'], format: 'mp4' },
};

/**
 * The renditions, each under the true-peak ceiling: all from one decode through the speech
 * chain, each branch at its own level; then each file is measured as a player decodes it, and one
 * over the ceiling is encoded again under a lower limiter, at the gain that keeps it at the loudness
 * target there (or as near as the gain's bound allows: the ceiling wins). A WebM's cues at its end
 * would cost a phone on slow 3G a second request for the file's last bytes before the first sound.
 * `-xerror` stops at a damaged frame instead of skipping it, so a corrupt file fails rather than
 * coming out short. `ceilingDbtp` is the product's -1 dBTP unless a caller asks for less.
 */
export async function encodeRenditions(
  source: string,
  workDir: string,
  level: SoundLevel,
  signal?: AbortSignal,
  ceilingDbtp: number = RENDITION_LOUDNESS.truePeakDbtp,
): Promise<EncodedRendition[]> {
  const files = Object.fromEntries(RENDITION_KINDS.map((kind) => [kind, join(workDir, `rendition-${kind}.${RENDITION_FORMATS[kind].extension}`)])) as Record<AudioRenditionKind, string>;
  const levels = Object.fromEntries(RENDITION_KINDS.map((kind) => [kind, level])) as Record<AudioRenditionKind, SoundLevel>;
  // Both kinds over at the same ceiling share the gain found for the lower one.
  const gains = new Map<number, Promise<number>>();
  const gainUnder = (limitDb: number) => gains.get(limitDb) ?? gains.set(limitDb, gainToTarget(source, signal, limitDb)).get(limitDb)!;
  let pending: AudioRenditionKind[] = [...RENDITION_KINDS];
  for (let encodes = 1; pending.length > 0 && encodes <= MAX_ENCODES; encodes++) {
    await encode(source, pending.map((kind) => ({ kind, file: files[kind], level: levels[kind] })), signal);
    const peaks = await Promise.all(pending.map((kind) => truePeak(files[kind], signal)));
    pending = pending.filter((_kind, i) => peaks[i] > ceilingDbtp);
    for (const kind of pending) {
      const limitDb = levels[kind].limitDb - RETRY_STEP_DB;
      levels[kind] = { limitDb, gainDb: await gainUnder(limitDb) };
    }
  }
  return Promise.all(RENDITION_KINDS.map(async (kind) => ({ kind, file: files[kind], durationSeconds: await durationOf(files[kind], signal) })));
}

async function encode(source: string, outputs: { kind: AudioRenditionKind; file: string; level: SoundLevel }[], signal?: AbortSignal): Promise<void> {
  const branches = outputs.map(({ kind, level }, i) => `[s${i}]${gainAndLimit(level)},aresample=${OUTPUTS[kind].rate}[${kind}]`);
  const graph = `[0:a:0]${SPOKEN_BAND},asplit=${outputs.length}${outputs.map((_o, i) => `[s${i}]`).join('')};${branches.join(';')}`;
  const maps = outputs.flatMap(({ kind, file }) => ['-map', `[${kind}]`, ...OUTPUTS[kind].codec, ...ENCODER_BAND, '-map_metadata', '-1', '-f', OUTPUTS[kind].format, file]);
  await ffmpeg(['-y', '-xerror', '-i', source, '-vn', '-filter_complex', graph, ...maps], signal);
}

/** True peak (dBTP) of an encoded file, as a player decodes it. */
async function truePeak(file: string, signal?: AbortSignal): Promise<number> {
  const said = await ffmpeg(['-i', file, '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-'], signal);
  const peak = [...said.matchAll(/^\s+Peak:\s+(-?[\d.]+|-inf) dBFS/gm)].pop()?.[1];
  return peak === undefined || peak === '-inf' ? Number.NEGATIVE_INFINITY : Number(peak);
}

/** The speech chain at a measured gain, under the limiter: every rendition's sound, the HLS ladder's too. */
export const speechFilter = (level: SoundLevel) => `${SPOKEN_BAND},${gainAndLimit(level)}`;

const gainAndLimit = ({ gainDb, limitDb }: SoundLevel) =>
  `volume=${gainDb.toFixed(2)}dB,alimiter=limit=${(10 ** (limitDb / 20)).toFixed(4)}:attack=2:release=50:level=false`;
const clampGain = (db: number) => Math.max(-30, Math.min(30, db));

/**
 * The gain that brings the chain to the target: measured once without the limiter, then through
 * it at that gain and at the gain corrected by what the limiter took, and set by the slope between
 * the two. Under the -6 dBFS ceiling a speech recording's loudness grows only 0.3 dB a dB of gain
 * (the limiter takes the rest), so a single correction left the files 1.2 to 1.8 LU short.
 */
export async function gainToTarget(source: string, signal?: AbortSignal, limitDb = LIMIT_DB): Promise<number> {
  const target = RENDITION_LOUDNESS.integratedLufs;
  const heard = (gainDb: number) => measureLoudness(source, signal, `,${gainAndLimit({ gainDb, limitDb })}`);
  const first = clampGain(target - (await measureLoudness(source, signal)));
  const firstHeard = await heard(first);
  const second = clampGain(first + (target - firstHeard));
  if (Math.abs(target - firstHeard) < 0.2 || second === first) return second;
  const secondHeard = await heard(second);
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
