import { TimedWord, Transcription } from './speech-to-text';

// "word start end posterior", as printed by pocketsphinx_continuous -time yes.
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;
// Markers for sentence boundaries, silences and noises, not words.
const FILLER = /^(<s>|<\/s>|<sil>|\[[A-Z_]+\]|\+\+.*\+\+)$/;

/**
 * The fourth column is the word's posterior probability. It is printed through the engine's
 * log arithmetic, so a sure word can read 1.0003: kept between 0 and 1, to the thousandth.
 */
const posterior = (printed: string) => Math.round(Math.min(1, Math.max(0, Number(printed))) * 1000) / 1000;

/**
 * Reads word timings and posteriors from pocketsphinx_continuous output. Alternate
 * pronunciations come back as "word(2)", which is the same word.
 */
export function parsePocketsphinxOutput(stdout: string): Transcription {
  const words: TimedWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match || FILLER.test(match[1])) continue;
    words.push({ word: match[1].replace(/\(\d+\)$/, ''), start: Number(match[2]), end: Number(match[3]), conf: posterior(match[4]) });
  }
  return { text: words.map((w) => w.word).join(' '), words };
}
