import { spokenWords } from './synthesise-speech';

/**
 * Word error rate of a transcript against what was said: word-level edit distance
 * (substitutions, insertions, deletions) over the number of reference words, on lower-case
 * words without punctuation, so sentence breaks and capitals do not count as errors.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = spokenWords(reference);
  const hyp = spokenWords(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j] + 1, current[j - 1] + 1));
    }
    previous = current;
  }
  return previous[hyp.length] / ref.length;
}
