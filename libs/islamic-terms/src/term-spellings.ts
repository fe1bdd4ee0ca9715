import { ISLAMIC_TERMS } from './islamic-terms';
import { readTermLines, type TermLine } from './term-lines';

let shipped: TermLine[] | undefined;

/**
 * Every spelling the shipped list has of a term, its written form first, found by any of them
 * ('Koran' gives Quran, Qur'an, Koran, Quraan, Kuran). A term not on the list is an error of
 * the caller, so a cue list that names one fails at once.
 */
export function spellingsOf(term: string): string[] {
  const wanted = term.toLowerCase();
  const line = (shipped ??= readTermLines(ISLAMIC_TERMS, 'shipped terms')).find((l) => l.spellings.some((s) => s.text.toLowerCase() === wanted));
  if (!line) throw new Error(`'${term}' is not on the list of Islamic terms`);
  return line.spellings.map((s) => s.text);
}
