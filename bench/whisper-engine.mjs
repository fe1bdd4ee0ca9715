// Speed of the in-process Whisper engine (whisper.cpp through @fugood/whisper.node) on flite
// speech, beside PocketSphinx on the same audio in the same run. The machine has no internet,
// so the models are written here in the real ggml format with the real `base` and `small`
// dimensions and random weights. The encoder's cost does not depend on the weights; the
// decoder's does (random weights never say end-of-text), so the models are written "quiet"
// (end-of-text favoured: the decoder stops after a token or two) and the figure is the
// engine's floor: real speech adds its decoding (tens of tokens per 30 s). Accuracy is not
// measured here.
//   npx tsc -b services/transcription && node bench/whisper-engine.mjs [minutes=1] [threads=1] [sizes=base,small] [language=auto]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = '../services/transcription/dist';
const { WHISPER_DIMENSIONS, writeRandomWhisperModel } = require(`${dist}/testing/ggml-whisper-model.js`);
const { makeLongRecording } = require(`${dist}/testing/long-recording.js`);
const { makeWorkingCopy } = require(`${dist}/media/working-copy.js`);
const { WhisperCppEngine } = require(`${dist}/stt/whisper/whisper-cpp.engine.js`);
const { createSpeechToText } = require(`${dist}/stt/speech-to-text.factory.js`);

const minutes = Number(process.argv[2] ?? 1);
// One thread: PocketSphinx is one single-threaded process, so both get one core.
const threads = Number(process.argv[3] ?? 1);
const sizes = (process.argv[4] ?? 'base,small').split(',');
// auto: as in production with no language set, each 30 s window detects its language, which
// costs whisper.cpp a second encoder pass per window; a language code skips the detection.
const language = process.argv[5] ?? 'auto';
const dir = mkdtempSync(join(tmpdir(), 'bench-whisper-'));
const s = (ms) => (ms / 1000).toFixed(1);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

function audioSeconds(file) {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());
}

async function timed(fn) {
  const started = Date.now();
  const result = await fn();
  return { ms: Date.now() - started, result };
}

try {
  console.log(`machine: ${cpus().length} cores (${cpus()[0].model}), load ${load()}; whisper.cpp threads per context: ${threads}`);
  const recording = await makeLongRecording(minutes, dir, 'wav');
  const wav = join(dir, 'working.wav');
  await makeWorkingCopy(recording.path, wav);
  const seconds = audioSeconds(wav);
  const windows = Math.ceil(seconds / 30);
  console.log(`audio: ${seconds.toFixed(1)} s of flite speech, 16 kHz mono (${windows} windows of 30 s)`);

  const sphinx = await timed(() => createSpeechToText({ engine: 'pocketsphinx' }).transcribe(wav));
  console.log(`PocketSphinx (one process, whole file): ${s(sphinx.ms)} s, real-time factor ${(sphinx.ms / 1000 / seconds).toFixed(2)} (load ${load()})`);

  for (const size of sizes) {
    const model = join(dir, `ggml-${size}-random.bin`);
    const written = await timed(() => writeRandomWhisperModel(model, WHISPER_DIMENSIONS[size], { quiet: true }));
    const engine = new WhisperCppEngine({ modelPath: model, contexts: 1, gpu: 'none', threads });
    // The model is loaded on first use: time it on the first flite sentence (one short window).
    let first;
    let run;
    try {
      first = await timed(() => engine.transcribe(join(dir, 'long-part-0.wav'), undefined, 'en'));
      run = await timed(() => engine.transcribe(wav, undefined, language === 'auto' ? undefined : language));
    } catch (error) {
      console.log(`whisper.cpp ${size}: no figure: ${error.message}`);
      continue;
    }
    await engine.onModuleDestroy();
    console.log(
      `whisper.cpp ${size} (random weights, written in ${s(written.ms)} s): load + one sentence ${s(first.ms)} s; ` +
        `${s(run.ms)} s for the file, ${s(run.ms / windows)} s per 30 s window, real-time factor ${(run.ms / 1000 / seconds).toFixed(2)}, language ${language} (load ${load()})`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
