export { ISLAMIC_TERMS } from './islamic-terms';
export { readTermLines, TermListError, type Spelling, type TermLine } from './term-lines';
export { APOSTROPHES, ARABIC_LETTER_FOLDS, ARABIC_MARKS, foldLetters } from './folding';
export { foldForSearch, searchSpellings, type SearchSpellings } from './search-spellings';
export { spellingsOf } from './term-spellings';
