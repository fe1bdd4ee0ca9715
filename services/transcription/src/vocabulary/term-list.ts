import { readTermLines, TermListError } from '@lectures/islamic-terms';
import { pronounce, spellingLetters } from './pronounce';

export { TermListError };

/** One word the engine can recognise, with every way it is said. */
export interface VocabularyWord {
  /** The decoder's name for it: lower-case letters of the written form ('quran'). */
  token: string;
  pronunciations: string[];
}

/** A term: how it is written, and the word sequences the engine may give for it. */
export interface Term {
  written: string;
  /** Space-joined token sequences ('abu bakr', 'koran') that are written as `written`. */
  spoken: string[];
  /** A surah name: written in its form only where it cannot be an English word ('Sad', 'Tin'). */
  fromSurahList?: boolean;
  /** A term from staff's own list. */
  fromStaffList?: boolean;
}

export interface Vocabulary {
  words: VocabularyWord[];
  terms: Term[];
}

const splitWords = (spelling: string) => spelling.split(/[\s-]+/).filter((w) => spellingLetters(w));

/**
 * A term list (see ISLAMIC_TERMS in @lectures/islamic-terms) as the engine's vocabulary.
 * Spellings with as many words as the written form lend their pronunciations to its words, so
 * the engine answers with the written form's words; others become words of their own, written
 * back as the term.
 */
export function parseTermList(text: string, source = 'term list'): Vocabulary {
  const words = new Map<string, Set<string>>();
  const terms: Term[] = [];
  const addWord = (token: string, pronunciations: string[]) => {
    const known = words.get(token) ?? new Set<string>();
    for (const p of pronunciations) known.add(p);
    words.set(token, known);
  };
  for (const { written, spellings, where } of readTermLines(text, source)) {
    const writtenWords = splitWords(written.text);
    if (writtenWords.length === 0) throw new TermListError(`${where}: '${written.text}' has no letters to say`);
    const spoken = new Set<string>();
    for (const spelling of spellings) {
      const own = splitWords(spelling.text);
      const tokens = (own.length === writtenWords.length ? writtenWords : own).map(spellingLetters);
      own.forEach((word, i) => addWord(tokens[i], spelling.phones && own.length === 1 ? [spelling.phones] : pronounce(word)));
      spoken.add(own.map(spellingLetters).join(' '));
      spoken.add(tokens.join(' '));
    }
    terms.push({ written: written.text, spoken: [...spoken] });
  }
  return { words: [...words].map(([token, p]) => ({ token, pronunciations: [...p] })), terms };
}

/** Two vocabularies as one: the words' pronunciations and the terms of both. */
export function mergeVocabularies(...parts: Vocabulary[]): Vocabulary {
  const words = new Map<string, Set<string>>();
  for (const part of parts) {
    for (const word of part.words) {
      const known = words.get(word.token) ?? new Set<string>();
      for (const p of word.pronunciations) known.add(p);
      words.set(word.token, known);
    }
  }
  return { words: [...words].map(([token, p]) => ({ token, pronunciations: [...p] })), terms: parts.flatMap((p) => p.terms) };
}
