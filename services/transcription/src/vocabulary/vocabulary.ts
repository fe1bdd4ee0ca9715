import { readFileSync } from 'node:fs';
import { SURAHS } from '../references/surahs';
import { ISLAMIC_TERMS } from '@lectures/islamic-terms';
import { mergeVocabularies, parseTermList, type Vocabulary } from './term-list';

const ARTICLE = /^(al|an|ar|as|at|ad|adh|az|ash|aal)-/i;

/** The surah names as terms: each name without its article ('Baqarah'), with the other spellings people use. */
export function surahTerms(): Vocabulary {
  const lines = SURAHS.map((s) => [s.name, ...(s.also ?? [])].map((n) => n.replace(ARTICLE, '')).join(', '));
  const { words, terms } = parseTermList(lines.join('\n'), 'surah list');
  return { words, terms: terms.map((t) => ({ ...t, fromSurahList: true })) };
}

/**
 * The engine's vocabulary: the shipped Islamic terms, the surah names, and the terms staff keep
 * in their own file (same format), read anew on every call so an edit needs no restart.
 */
export function loadVocabulary(staffFile?: string): Vocabulary {
  const parts = [parseTermList(ISLAMIC_TERMS, 'shipped terms'), surahTerms()];
  if (staffFile) {
    const staff = parseTermList(readFileSync(staffFile, 'utf8'), staffFile);
    parts.push({ words: staff.words, terms: staff.terms.map((t) => ({ ...t, fromStaffList: true })) });
  }
  return mergeVocabularies(...parts);
}
