// Measures the Islamic vocabulary in the offline engine: real flite speech (two voices) dense in
// Islamic terms, and general English lecture sentences, each transcribed by PocketSphinx without
// and with the vocabulary; prints terms recognised and word error rates side by side.
//   npx tsc -b services/transcription && node bench/vocabulary.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = '../services/transcription/dist';
const { PocketsphinxEngine } = require(`${dist}/stt/pocketsphinx.engine.js`);
const { VocabularyStore } = require(`${dist}/vocabulary/vocabulary-store.js`);
const { synthesiseSpeech } = require(`${dist}/testing/synthesise-speech.js`);
const { TERM_LECTURE } = require(`${dist}/testing/term-lecture.js`);
const { LECTURE_SENTENCES } = require(`${dist}/testing/lecture-script.js`);
const { countTermsHeard } = require(`${dist}/testing/terms-heard.js`);
const { wordErrorRate } = require(`${dist}/testing/word-error-rate.js`);

const dir = mkdtempSync(join(tmpdir(), 'bench-vocabulary-'));
try {
  const store = new VocabularyStore({ dir: join(dir, 'vocabulary') });
  const started = Date.now();
  store.pocketsphinxFiles();
  const vocabulary = store.writtenForms().map.size;
  process.stdout.write(`vocabulary files written in ${Date.now() - started} ms (${vocabulary} written forms)\n`);
  const engines = { without: new PocketsphinxEngine(), with: new PocketsphinxEngine({ vocabulary: () => store.pocketsphinxFiles() }) };
  const termReference = TERM_LECTURE.map((s) => s.said).join(' ');
  const generalReference = LECTURE_SENTENCES.join(' ');
  const pct = (n) => `${(n * 100).toFixed(1)} %`;
  process.stdout.write(`\n${'speech'.padEnd(34)} ${'vocabulary'.padEnd(10)} ${'terms heard'.padStart(12)} ${'WER'.padStart(8)}\n`);
  for (const voice of ['slt', 'rms']) {
    const terms = await synthesiseSpeech(TERM_LECTURE.map((s) => s.flite), dir, `terms-${voice}`, { voice });
    const general = await synthesiseSpeech(LECTURE_SENTENCES, dir, `general-${voice}`, { voice });
    for (const [name, engine] of Object.entries(engines)) {
      const heardTerms = (await engine.transcribe(terms)).text;
      const { said, heard } = countTermsHeard(termReference, heardTerms, store);
      process.stdout.write(`${`term-dense lecture, flite ${voice}`.padEnd(34)} ${name.padEnd(10)} ${`${heard}/${said}`.padStart(12)} ${pct(wordErrorRate(termReference, heardTerms)).padStart(8)}\n`);
      const heardGeneral = (await engine.transcribe(general)).text;
      process.stdout.write(`${`general English, flite ${voice}`.padEnd(34)} ${name.padEnd(10)} ${'-'.padStart(12)} ${pct(wordErrorRate(generalReference, heardGeneral)).padStart(8)}\n`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
