// Renditions (issue 29): bytes per hour of lecture for an original and its light renditions,
// and the rendition worker's ffmpeg work (loudness measured twice, then both renditions from
// one decode) in times real time, next to a plain ffmpeg encode of the same file to the same
// two formats (no loudness work) in the same run.
//   npx tsc -b services/media-storage && node bench/renditions.mjs [minutes=10] [kbps=128]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { encodeRenditions, durationOf } = require('../services/media-storage/dist/renditions/rendition-encoder.js');

const minutes = Number(process.argv[2] ?? 10);
const kbps = Number(process.argv[3] ?? 128);
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

  // The baseline: the same two encodes, plainly (no speech chain, no loudness passes).
  const plain = await timed(async () => {
    execFileSync('ffmpeg', [
      ...quiet, '-i', original, '-vn',
      '-ac', '1', '-c:a', 'libopus', '-b:a', '32000', '-f', 'webm', join(dir, 'plain.weba'),
      '-ac', '1', '-c:a', 'aac', '-b:a', '48000', '-f', 'mp4', join(dir, 'plain.m4a'),
    ]);
  });
  const work = join(dir, 'work');
  execFileSync('mkdir', ['-p', work]);
  const made = await timed(() => encodeRenditions(original, work));

  console.log(`lecture: ${(seconds / 60).toFixed(1)} min of flite speech, MP3 ${kbps} kb/s stereo; load average ${loadavg()[0].toFixed(2)}`);
  console.log('bytes per hour of lecture:');
  console.log(`  original MP3 ${kbps}k        ${mb(perHour(original, seconds))} MB`);
  for (const r of made.value) console.log(`  rendition ${r.kind.padEnd(4)}           ${mb(perHour(r.file, seconds))} MB  (${(r.durationSeconds - seconds).toFixed(3)} s off the original)`);
  console.log('speed (one ffmpeg process each; times real time):');
  console.log(`  plain ffmpeg, both encodes ${(seconds / plain.seconds).toFixed(1)}x  (${plain.seconds.toFixed(1)} s wall, ${plain.cpu.toFixed(1)} s CPU)`);
  console.log(`  rendition worker's ffmpeg  ${(seconds / made.seconds).toFixed(1)}x  (${made.seconds.toFixed(1)} s wall, ${made.cpu.toFixed(1)} s CPU: two loudness passes and the encode)`);
  console.log(`  rendition work / plain: ${(made.cpu / plain.cpu).toFixed(2)} in CPU, ${(made.seconds / plain.seconds).toFixed(2)} in wall time (CPU is the fair figure on a shared machine)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
