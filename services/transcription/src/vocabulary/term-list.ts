import { pronounce, spellingLetters } from './pronounce';

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

/** A line that could not be read, with its number, so staff can mend their file. */
export class TermListError extends Error {}

const PHONES = /^(AA|AE|AH|AO|AW|AY|B|CH|D|DH|EH|ER|EY|F|G|HH|IH|IY|JH|K|L|M|N|NG|OW|OY|P|R|S|SH|T|TH|UH|UW|V|W|Y|Z|ZH)$/;

const splitWords = (spelling: string) => spelling.split(/[\s-]+/).filter((w) => spellingLetters(w));

/**
 * Reads a term list (see islamic-terms.txt): one term a line, its written form then other
 * spellings, commas between, an optional pronunciation in brackets after a one-word spelling;
 * '#' starts a comment. Spellings with as many words as the written form lend their
 * pronunciations to its words, so the engine answers with the written form's words; others
 * become words of their own, written back as the term.
 */
export function parseTermList(text: string, source = 'term list'): Vocabulary {
  const words = new Map<string, Set<string>>();
  const terms: Term[] = [];
  const addWord = (token: string, pronunciations: string[]) => {
    const known = words.get(token) ?? new Set<string>();
    for (const p of pronunciations) known.add(p);
    words.set(token, known);
  };
  for (const [n, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const spellings = line.split(',').map((s) => s.trim()).filter(Boolean).map((s) => readSpelling(s, `${source} line ${n + 1}`));
    const written = spellings[0];
    const writtenWords = splitWords(written.text);
    if (writtenWords.length === 0) throw new TermListError(`${source} line ${n + 1}: '${raw.trim()}' has no letters to say`);
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

function readSpelling(spelling: string, where: string): { text: string; phones?: string } {
  const match = /^([^[]*?)\s*(?:\[([^\]]*)\])?$/.exec(spelling);
  if (!match) throw new TermListError(`${where}: '${spelling}' is not a spelling with an optional [PHONES]`);
  const phones = match[2]?.trim().toUpperCase().split(/\s+/);
  if (phones && (phones.length === 0 || !phones.every((p) => PHONES.test(p)))) {
    throw new TermListError(`${where}: '[${match[2]}]' is not a pronunciation in the model's phones (${PHONES.source.slice(2, 40)}...)`);
  }
  return { text: match[1], phones: phones?.join(' ') };
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
