/**
 * The hadith collections a lecture may cite, with the phrasings that name them. 'Muslim' alone
 * is an ordinary word, so that collection needs 'Sahih', 'Imam' or 'narrated/reported by'.
 * Patterns run on folded text: lower case, no apostrophes or diacritics, hyphens as spaces.
 */
export interface HadithCollection {
  name: string;
  patterns: RegExp[];
}

export const HADITH_COLLECTIONS: readonly HadithCollection[] = [
  { name: 'Sahih al-Bukhari', patterns: [/\bbukhari\b/, /البخاري/] },
  { name: 'Sahih Muslim', patterns: [/\bsahih muslim\b/, /\b(?:narrated|reported|related|recorded|collected) by (?:imam )?muslim\b/, /\bimam muslim\b/, /صحيح مسلم|رواه مسلم/] },
  { name: 'Sunan Abi Dawud', patterns: [/\babu (?:dawud|dawood|daud|dawud)\b/, /\babi dawud\b/, /[أا]بو داود|[أا]بي داود/] },
  { name: "Jami' at-Tirmidhi", patterns: [/\btirmidhi\b/, /\btirmizi\b/, /الترمذي/] },
  { name: "Sunan an-Nasa'i", patterns: [/\bnasai\b/, /\bnasaai\b/, /النسائي/] },
  { name: 'Sunan Ibn Majah', patterns: [/\bibn majah?\b/, /ابن ماج[هة]/] },
  { name: 'Muwatta Malik', patterns: [/\bmuwatt?a\b/, /الموط[أا]/] },
  { name: 'Musnad Ahmad', patterns: [/\bmusnad (?:of )?(?:imam )?ahmad\b/, /مسند [أا]حمد/] },
];
