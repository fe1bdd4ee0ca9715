// Measures PocketSphinx's per-word posteriors as a guide to what it heard right: flite lectures
// (two voices) clean and with white noise mixed in by ffmpeg at falling signal-to-noise ratios,
// each word labelled right or wrong against the script spoken (longest common subsequence), and
// the sentence units the analysis reads (pauses, as for PocketSphinx text) labelled by how many of
// their words were right. Prints, per condition and threshold: words at or above it, how many of
// those were right, and the share of the transcript in units that count as certain. The clean
// speech is the baseline in the same run. The thresholds in analysis/certainty.ts come from it.
//   npx tsc -b services/transcription && node bench/confidence.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = '../services/transcription/dist';
const { PocketsphinxEngine } = require(`${dist}/stt/pocketsphinx.engine.js`);
const { synthesiseSpeech, spokenWords } = require(`${dist}/testing/synthesise-speech.js`);
const { LECTURE_SENTENCES, RAMADAN_TALK } = require(`${dist}/testing/lecture-script.js`);
const { wordErrorRate } = require(`${dist}/testing/word-error-rate.js`);
const { runProcess } = require(`${dist}/media/run-process.js`);
const { makeWorkingCopy } = require(`${dist}/media/working-copy.js`);
const { punctuate } = require(`${dist}/pipeline/sentence-breaks.js`);
const { buildSentenceUnits } = require(`${dist}/analysis/sentence-units.js`);
const { alignWords } = require(`${dist}/analysis/word-alignment.js`);

const SCRIPT = [...LECTURE_SENTENCES, ...RAMADAN_TALK];
const NOISE = [0, 0.003, 0.006, 0.01, 0.02];
const WORD_THRESHOLDS = [0.3, 0.5, 0.6, 0.7, 0.8, 0.9];
const UNIT_SHARES = [0.5, 0.6, 0.7, 0.8];

/** Which heard words are in the longest common subsequence with the script: those were heard right. */
function rightWords(reference, heard) {
  const ref = spokenWords(reference);
  const hyp = heard.map((w) => spokenWords(w.word).join(' '));
  const table = Array.from({ length: ref.length + 1 }, () => new Int32Array(hyp.length + 1));
  for (let i = ref.length - 1; i >= 0; i--) {
    for (let j = hyp.length - 1; j >= 0; j--) {
      table[i][j] = ref[i] === hyp[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const right = new Array(hyp.length).fill(false);
  for (let i = 0, j = 0; i < ref.length && j < hyp.length; ) {
    if (ref[i] === hyp[j]) {
      right[j] = true;
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return right;
}

function rms(wav) {
  const data = readFileSync(wav).subarray(44);
  let sum = 0;
  for (let i = 0; i + 1 < data.length; i += 2) sum += data.readInt16LE(i) ** 2;
  return Math.sqrt(sum / (data.length / 2));
}

const pct = (n) => `${(n * 100).toFixed(0)}%`.padStart(5);
const dir = mkdtempSync(join(tmpdir(), 'bench-confidence-'));
try {
  const engine = new PocketsphinxEngine({ timeoutMs: 20 * 60_000 });
  const reference = SCRIPT.join(' ');
  process.stdout.write(`PocketSphinx posteriors on flite speech (${spokenWords(reference).length} words spoken), white noise mixed in with ffmpeg\n`);
  for (const voice of ['slt', 'rms']) {
    const speech = await synthesiseSpeech(SCRIPT, dir, `lecture-${voice}`, { voice, gapSec: 0.8 });
    const clean = join(dir, `clean-${voice}.wav`);
    await makeWorkingCopy(speech, clean);
    const speechLevel = rms(clean);
    for (const amplitude of NOISE) {
      let wav = clean;
      let snr = 'clean';
      if (amplitude > 0) {
        wav = join(dir, `noisy-${voice}-${amplitude}.wav`);
        await runProcess('ffmpeg', [
          '-nostdin', '-v', 'error', '-y', '-i', clean,
          '-f', 'lavfi', '-i', `anoisesrc=color=white:amplitude=${amplitude}:r=16000:seed=7`,
          '-filter_complex', '[0][1]amix=inputs=2:duration=first:normalize=0', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav,
        ]);
        // Noise is independent of the speech: its power is what the mix adds (speech power over the whole file, pauses included).
        snr = `${(10 * Math.log10(speechLevel ** 2 / Math.max(1e-9, rms(wav) ** 2 - speechLevel ** 2))).toFixed(1)} dB`;
      }
      const heard = await engine.transcribe(wav);
      const right = rightWords(reference, heard.words);
      const words = heard.words.map((w, i) => ({ ...w, i }));
      const confs = words.map((w) => w.conf ?? 0);
      const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
      process.stdout.write(
        `\n${voice}, ${snr} (noise amplitude ${amplitude}): ${words.length} words heard, WER ${pct(wordErrorRate(reference, heard.text))}, ` +
          `${right.filter(Boolean).length} right; mean posterior right ${mean(confs.filter((_, i) => right[i])).toFixed(2)}, wrong ${mean(confs.filter((_, i) => !right[i])).toFixed(2)}\n`,
      );
      process.stdout.write(`  word >= t:      ${WORD_THRESHOLDS.map((t) => `t=${t}`.padStart(16)).join('')}\n`);
      process.stdout.write(
        `  share / right:  ${WORD_THRESHOLDS.map((t) => {
          const sure = words.filter((w) => (w.conf ?? 0) >= t);
          return `${pct(sure.length / Math.max(1, words.length))} /${pct(sure.filter((w) => right[w.i]).length / Math.max(1, sure.length))}`.padStart(16);
        }).join('')}\n`,
      );
      // Sentence units as the rule analyser sees them.
      const joined = punctuate({ text: heard.text, words });
      const units = buildSentenceUnits(joined.text, joined.words);
      const aligned = alignWords(joined.text, joined.words);
      const unitWords = units.map((u) => aligned.filter((w) => w.startChar >= u.startChar && w.endChar <= u.endChar));
      for (const t of [0.5, 0.6, 0.7]) {
        const cells = UNIT_SHARES.map((share) => {
          const certain = unitWords.filter((ws) => ws.length > 0 && ws.filter((w) => (w.conf ?? 0) >= t).length / ws.length >= share);
          const inCertain = certain.reduce((n, ws) => n + ws.length, 0);
          const rightInCertain = certain.reduce((n, ws) => n + ws.filter((w) => right[w.i]).length, 0);
          return `${pct(inCertain / Math.max(1, aligned.length))} /${pct(rightInCertain / Math.max(1, inCertain))}`.padStart(16);
        });
        process.stdout.write(`  units, t=${t}: words in certain units / right (unit share ${UNIT_SHARES.join(', ')}): ${cells.join('')}\n`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
