/**
 * Arabic short vowels (tashkeel), the superscript alef and tatweel: dropped before matching, so
 * 'تَفْسِير' is 'تفسير'. A regular-expression class, the same in JavaScript and PostgreSQL.
 */
export const ARABIC_MARKS = '[\\u064B-\\u065F\\u0670\\u0640]';

/** Letters written in several forms, each folded to its plain form (alef, ya, ta marbuta, waw and ya with hamza). */
export const ARABIC_LETTER_FOLDS = { from: 'أإآٱىةؤئ', to: 'اااايهوي' } as const;

/** Apostrophes and the letters transliterations use for ayn and hamza: dropped ("Qur'an" is "quran"). */
export const APOSTROPHES = "['’ʼʿʾ`]";

const MARKS = new RegExp(ARABIC_MARKS, 'g');
const QUOTES = new RegExp(APOSTROPHES, 'g');
const LETTERS = new Map([...ARABIC_LETTER_FOLDS.from].map((c, i) => [c, ARABIC_LETTER_FOLDS.to[i]]));

/**
 * The spelling as search compares it, before spellings of one term are made one: lower case,
 * Latin accents removed ('tafsīr' is 'tafsir'), apostrophes dropped, Arabic marks removed and
 * letter forms folded. content's `search_fold` does the same in SQL (with PostgreSQL's unaccent).
 */
export function foldLetters(text: string): string {
  const latin = text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  return [...latin.replace(QUOTES, '').replace(MARKS, '')].map((c) => LETTERS.get(c) ?? c).join('');
}
