import type { AnalysisInput } from '../analysis/analysis.types';

/**
 * A transcript as PocketSphinx gives it (lower case, no punctuation) with word timings:
 * 0.3 s per word and a 1 s pause after each sentence.
 */
export function makeTimedTranscript(sentences: string[]): AnalysisInput {
  const words: AnalysisInput['words'] = [];
  let at = 0;
  for (const sentence of sentences) {
    for (const word of sentence.toLowerCase().match(/[a-z']+/g) ?? []) {
      words.push({ word, start: Math.round(at * 100) / 100, end: Math.round((at + 0.28) * 100) / 100 });
      at += 0.3;
    }
    at += 1;
  }
  return { text: words.map((w) => w.word).join(' '), words };
}
