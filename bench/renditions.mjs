// Renditions (issue 29): bytes per hour of lecture for an original and its light renditions,
// and the rendition worker's ffmpeg work (loudness measured up to three times, then both renditions from
// one decode) in times real time, next to a plain ffmpeg encode of the same file to the same
// two formats (no loudness work) in the same run. Then a video lecture's HLS ladder (a 720p test
// picture and the same speech): bytes per hour and times real time, next to a plain ffmpeg HLS
// encode of the same rungs (no speech chain, no loudness passes).
//   npx tsc -b services/media-storage && node bench/renditions.mjs [minutes=10] [kbps=128] [videoMinutes=2]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { encodeRenditions, durationOf, gainToTarget, LIMIT_DB } = require('../services/media-storage/dist/renditions/rendition-encoder.js');
const levelOf = async (file) => ({ gainDb: await gainToTarget(file), limitDb: LIMIT_DB });
const { encodeHls, probeVideo } = require('../services/media-storage/dist/renditions/hls/hls-encoder.js');

const minutes = Number(process.argv[2] ?? 10);
const kbps = Number(process.argv[3] ?? 128);
const videoMinutes = Number(process.argv[4] ?? 2);
const dir = mkdtempSync(join(tmpdir(), 'bench-renditions-'));
const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
const mb = (bytes) => (bytes / 1e6).toFixed(1);

function perHour(file, seconds) {
  return (statSync(file).size * 3600) / seconds;
}

/** CPU seconds (user + system) of this process's finished children: ffmpeg's work, whatever else runs on the machine. */
function childrenCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime, cstime in clock ticks (USER_HZ = 100)
}

async function timed(fn) {
  const started = process.hrtime.bigint();
  const cpuBefore = childrenCpu();
  const value = await fn();
  return { value, seconds: Number(process.hrtime.bigint() - started) / 1e9, cpu: childrenCpu() - cpuBefore };
}

try {
  // A lecture as people upload them: flite speech, stereo MP3 at `kbps`.
  const wav = join(dir, 'voice.wav');
  execFileSync('flite', ['-t', 'In the name of God. Today we speak about patience and gratitude, the two halves of faith. The scholars said patience is of three kinds: patience in obedience, patience away from sin, and patience with what is decreed. Gratitude is with the heart, the tongue and the limbs, and whoever is grateful is given more.', '-o', wav]);
  const original = join(dir, 'lecture.mp3');
  const loops = Math.ceil((minutes * 60) / 20);
  execFileSync('ffmpeg', [...quiet, '-stream_loop', String(loops), '-i', wav, '-t', String(minutes * 60), '-ac', '2', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', `${kbps}k`, original]);
  const seconds = await durationOf(original);

  // The baseline: the same two encodes, plainly (no speech chain, no loudness passes), of the file as
  // it is and of the file at the gain the renditions give it: the codecs work harder on a louder
  // signal, which is the cost of the loudness itself rather than of the worker's passes.
  const plainEncode = (volume) =>
    timed(async () => {
      execFileSync('ffmpeg', [
        ...quiet, '-i', original, '-vn', ...(volume ? ['-af', volume] : []),
        '-ac', '1', '-c:a', 'libopus', '-b:a', '32000', '-f', 'webm', join(dir, 'plain.weba'),
        '-ac', '1', '-c:a', 'aac', '-b:a', '48000', '-f', 'mp4', join(dir, 'plain.m4a'),
      ]);
    });
  const plain = await plainEncode();
  const { gainDb } = await levelOf(original);
  const plainLoud = await plainEncode(`volume=${gainDb.toFixed(2)}dB`);
  const work = join(dir, 'work');
  execFileSync('mkdir', ['-p', work]);
  const made = await timed(async () => encodeRenditions(original, work, await levelOf(original)));

  console.log(`lecture: ${(seconds / 60).toFixed(1)} min of flite speech, MP3 ${kbps} kb/s stereo; load average ${loadavg()[0].toFixed(2)}`);
  console.log('bytes per hour of lecture:');
  console.log(`  original MP3 ${kbps}k        ${mb(perHour(original, seconds))} MB`);
  for (const r of made.value) console.log(`  rendition ${r.kind.padEnd(4)}           ${mb(perHour(r.file, seconds))} MB  (${(r.durationSeconds - seconds).toFixed(3)} s off the original)`);
  console.log('speed (one ffmpeg process each; times real time):');
  console.log(`  plain ffmpeg, both encodes ${(seconds / plain.seconds).toFixed(1)}x  (${plain.seconds.toFixed(1)} s wall, ${plain.cpu.toFixed(1)} s CPU)`);
  console.log(`  rendition worker's ffmpeg  ${(seconds / made.seconds).toFixed(1)}x  (${made.seconds.toFixed(1)} s wall, ${made.cpu.toFixed(1)} s CPU: up to three loudness passes, the encode, the true-peak check)`);
  console.log(`  plain ffmpeg at +${gainDb.toFixed(1)} dB  ${(seconds / plainLoud.seconds).toFixed(1)}x  (${plainLoud.seconds.toFixed(1)} s wall, ${plainLoud.cpu.toFixed(1)} s CPU: the renditions' gain, nothing else)`);
  console.log(`  rendition work / plain: ${(made.cpu / plain.cpu).toFixed(2)} in CPU, ${(made.seconds / plain.seconds).toFixed(2)} in wall time (CPU is the fair figure on a shared machine)`);
  console.log(`  rendition work / plain at the same gain: ${(made.cpu / plainLoud.cpu).toFixed(2)} in CPU, ${(made.seconds / plainLoud.seconds).toFixed(2)} in wall time`);
  if (videoMinutes > 0) await ladder(original);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** A video lecture's ladder: a moving 720p test picture (harder to compress than a speaker) with the lecture's speech. */
async function ladder(speech) {
  const video = join(dir, 'talk.mp4');
  const length = videoMinutes * 60;
  execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${length}`, '-i', speech, '-t', String(length), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', video]);
  const seconds = await durationOf(video);
  const plainDir = join(dir, 'plain-hls');
  execFileSync('mkdir', ['-p', plainDir]);
  const plain = await timed(async () => {
    execFileSync('ffmpeg', [
      ...quiet, '-i', video, '-filter_complex', '[0:v]split=2[a][b];[a]scale=-2:360[v0];[b]scale=-2:720[v1];[0:a]asplit=3[a0][a1][a2]',
      '-map', '[v0]', '-map', '[a0]', '-map', '[v1]', '-map', '[a1]', '-map', '[a2]',
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-b:v:0', '500000', '-b:v:1', '1400000', '-c:a', 'aac', '-ac', '1', '-b:a', '48000',
      '-f', 'hls', '-hls_time', '6', '-hls_playlist_type', 'vod', '-var_stream_map', 'v:0,a:0 v:1,a:1 a:2', '-hls_segment_filename', join(plainDir, '%v-%05d.ts'), join(plainDir, '%v.m3u8'),
    ]);
  });
  const made = await timed(async () => encodeHls(video, join(dir, 'ladder'), await probeVideo(video), await levelOf(video)));
  const rate = (bytes) => mb((bytes * 3600) / seconds);
  console.log(`video lecture: ${(seconds / 60).toFixed(1)} min, 1280x720 test picture; load average ${loadavg()[0].toFixed(2)}`);
  console.log(`  original (H.264 CRF 18)      ${rate(statSync(video).size)} MB per hour`);
  console.log(`  HLS ladder ${made.value.rungs.map((r) => r.name).join(' + ')} + audio  ${rate(made.value.size)} MB per hour (every rung; a viewer fetches one), top rung peak ${Math.round(made.value.bitRate / 1000)} kb/s`);
  console.log(`  plain ffmpeg HLS, same rungs ${(seconds / plain.seconds).toFixed(2)}x real time (${plain.seconds.toFixed(1)} s)`);
  console.log(`  rendition worker's ladder    ${(seconds / made.seconds).toFixed(2)}x real time (${made.seconds.toFixed(1)} s: two loudness passes, the encode, the master; ${(made.seconds / plain.seconds).toFixed(2)} of plain)`);
}
