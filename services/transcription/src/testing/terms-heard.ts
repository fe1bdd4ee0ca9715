import { addedWords } from '../vocabulary/pocketsphinx-vocabulary';
import type { VocabularyStore } from '../vocabulary/vocabulary-store';
import { spokenWords } from './synthesise-speech';

/**
 * How many of the terms said (words the vocabulary adds because the English model lacks
 * them) a transcript holds, each counted at most as often as it was said.
 */
export function countTermsHeard(reference: string, transcript: string, store: VocabularyStore): { said: number; heard: number } {
  const files = store.pocketsphinxFiles();
  if (!files) throw new Error('the English model is not installed');
  const added = addedWords(files);
  const heard = new Map<string, number>();
  for (const word of spokenWords(transcript)) heard.set(word, (heard.get(word) ?? 0) + 1);
  let said = 0;
  let found = 0;
  for (const word of spokenWords(reference).filter((w) => added.has(w))) {
    said += 1;
    const left = heard.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      heard.set(word, left - 1);
    }
  }
  return { said, heard: found };
}
