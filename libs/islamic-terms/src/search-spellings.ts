import { foldLetters } from './folding';
import { ISLAMIC_TERMS } from './islamic-terms';
import { readTermLines } from './term-lines';

/** A spelling search makes one with another, and the form it becomes. */
export type SearchSpellings = ReadonlyMap<string, string>;

const words = (text: string) => foldLetters(text).split(/[\s-]+/).filter(Boolean);

/**
 * Every other spelling of a term, word by word, to the word its written form uses: 'tafseer'
 * to 'tafsir', 'bakar' (Abu Bakar) to 'bakr'. A spelling made of another number of words than
 * the written form ('insha allah' for 'InshaAllah') is left as it is: folding it would hide a
 * word people search for ('allah'). Two terms claiming one spelling for different forms is an
 * error of the list.
 */
export function searchSpellings(text: string = ISLAMIC_TERMS): SearchSpellings {
  const spellings = new Map<string, string>();
  for (const line of readTermLines(text, 'shipped terms')) {
    const written = words(line.written.text);
    for (const spelling of line.spellings.slice(1)) {
      const own = words(spelling.text);
      if (own.length !== written.length) continue;
      own.forEach((word, i) => {
        if (word === written[i]) return;
        const known = spellings.get(word);
        if (known !== undefined && known !== written[i]) throw new Error(`${line.where}: '${word}' is already a spelling of '${known}', not of '${written[i]}'`);
        spellings.set(word, written[i]);
      });
    }
  }
  for (const [word, form] of spellings) {
    if (spellings.has(form)) throw new Error(`'${word}' becomes '${form}', itself a spelling of '${spellings.get(form)}'`);
  }
  return spellings;
}

let shipped: SearchSpellings | undefined;

/** Text as search compares it: its letters folded, then each word's other spellings made the term's written form. */
export function foldForSearch(text: string, spellings: SearchSpellings = (shipped ??= searchSpellings())): string {
  return foldLetters(text).replace(/[\p{L}\p{N}]+/gu, (word) => spellings.get(word) ?? word);
}
