import type { Term } from './term-list';

/** Names written with a capital whatever the engine gave, beside the vocabulary's terms. */
const NAMES = [
  'Allah', 'God', 'Quran', 'Islam', 'Islamic', 'Muslim', 'Muslims', 'Muhammad', 'Prophet Muhammad', 'Ibrahim', 'Abraham',
  'Musa', 'Moses', 'Isa', 'Jesus', 'Maryam', 'Mary', 'Nuh', 'Noah', 'Yusuf', 'Joseph', 'Adam', 'Dawud', 'David',
  'Sulayman', 'Solomon', 'Yunus', 'Jonah', 'Ismail', 'Ishmael', 'Yaqub', 'Jacob', 'Abu Bakr', 'Umar', 'Uthman', 'Ali',
  'Aisha', 'Khadijah', 'Fatimah', 'Bilal', 'Hasan', 'Husayn', 'Bukhari', 'Tirmidhi', 'Nawawi', 'Ibn Kathir', 'Ghazali',
  'Shafi', 'Hanafi', 'Maliki', 'Hanbali', 'Makkah', 'Mecca', 'Madinah', 'Medina', 'Jerusalem', 'Kaaba', 'Arabic',
  'Arabia', 'Arab', 'Arabs', 'English', 'Ramadan', 'Shawwal', 'Muharram', 'Dhul Hijjah', 'Eid', 'Hajj', 'Jumuah',
  'Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday', 'Sunnah', 'Shaytan', 'Satan',
  'Jibril', 'Gabriel',
];

export interface WrittenForms {
  /** Lower-case word sequence ('abu bakr', 'koran') to its written form ('Abu Bakr', 'Quran'). */
  map: Map<string, string>;
  pattern: RegExp;
}

/**
 * How transcripts write names and terms: every way a term can come out of the engine maps to
 * its written form. A one-word surah name that is also an English word ('sad', 'room',
 * 'feel') is left alone when the English dictionary's words are at hand to tell.
 */
export function writtenForms(terms: readonly Term[], english?: ReadonlySet<string>): WrittenForms {
  const map = new Map<string, string>(NAMES.map((n) => [n.toLowerCase(), n]));
  for (const term of terms) {
    for (const spoken of new Set([...term.spoken, term.written.toLowerCase().replace(/-/g, ' ')])) {
      if (term.fromSurahList && (!english || (!spoken.includes(' ') && english.has(spoken)))) continue;
      map.set(spoken, term.written);
    }
  }
  const alternatives = [...map.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+'));
  return { map, pattern: new RegExp(`(?<![\\p{L}'])(${alternatives.join('|')})(?![\\p{L}'])`, 'giu') };
}

/** Writes every name and term in `text` in its written form. */
export function applyWrittenForms(text: string, forms: WrittenForms): string {
  return text.replace(forms.pattern, (match: string) => forms.map.get(match.toLowerCase().replace(/[\s-]+/g, ' ')) ?? match);
}
