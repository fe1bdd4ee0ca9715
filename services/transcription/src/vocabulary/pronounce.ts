/**
 * Pronunciations for romanised Arabic terms in the phones of PocketSphinx's US English model,
 * so staff can add a term by its spelling alone. Romanisations are close to phonetic: a
 * consonant or digraph is one phone; a vowel has a short reading (as an English speaker
 * says 'tafsir': T AE F S IH R) and a long one (closer to the Arabic: T AH F S IY R), and
 * both are given, since lecturers say both. Doubled letters are one phone; a final 'h' after
 * a vowel is silent ('surah').
 */

const CONSONANT_DIGRAPHS: Record<string, string> = {
  sh: 'SH', th: 'TH', dh: 'DH', kh: 'K', gh: 'G', ch: 'CH', ph: 'F', ck: 'K', ng: 'NG', zh: 'ZH',
};

const CONSONANTS: Record<string, string> = {
  b: 'B', c: 'K', d: 'D', f: 'F', g: 'G', h: 'HH', j: 'JH', k: 'K', l: 'L', m: 'M', n: 'N', p: 'P',
  q: 'K', r: 'R', s: 'S', t: 'T', v: 'V', w: 'W', x: 'K S', z: 'Z',
};

/** Vowel spellings, longest first, with their short and long readings. */
const VOWELS: [string, string, string][] = [
  ['aa', 'AA', 'AA'], ['ee', 'IY', 'IY'], ['ii', 'IY', 'IY'], ['oo', 'UW', 'UW'], ['uu', 'UW', 'UW'],
  ['ou', 'UW', 'UW'], ['ai', 'AY', 'AY'], ['ay', 'AY', 'EY'], ['au', 'AW', 'AW'], ['aw', 'AW', 'AW'],
  ['ei', 'EY', 'EY'], ['ey', 'EY', 'EY'], ['ie', 'IY', 'IY'], ['ea', 'IY', 'IY'],
  ['a', 'AE', 'AA'], ['e', 'EH', 'EH'], ['i', 'IH', 'IY'], ['o', 'OW', 'AO'], ['u', 'UH', 'UW'],
];

const isVowelLetter = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);

/** The letters a term's spelling is read from: lower case a-z only (apostrophes, hyphens and accents dropped). */
export function spellingLetters(spelling: string): string {
  return spelling.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '');
}

/** One or two pronunciations of one word's spelling (short and long vowel readings). */
export function pronounce(spelling: string): string[] {
  const letters = spellingLetters(spelling);
  if (!letters) return [];
  const short: string[] = [];
  const long: string[] = [];
  const push = (s: string, l = s) => {
    // A doubled consonant ('sunnah', 'jannah') is said once.
    if (short.at(-1) !== s || !/^[A-Z]+$/.test(s) || isVowelPhone(s)) short.push(s);
    if (long.at(-1) !== l || !/^[A-Z]+$/.test(l) || isVowelPhone(l)) long.push(l);
  };
  let i = 0;
  while (i < letters.length) {
    const rest = letters.slice(i);
    // 'y' and 'w' before a vowel are consonants ('yahya', 'wudu'); 'ay'/'aw' before one are a vowel then Y/W.
    if ((rest[0] === 'y' || rest[0] === 'w') && (i === 0 || isVowelLetter(rest[1]))) {
      push(rest[0] === 'y' ? 'Y' : 'W');
      i += 1;
      continue;
    }
    // A final 'h' after a vowel is not said ('surah', 'jannah').
    if (rest === 'h' && isVowelLetter(letters[i - 1])) break;
    const digraph = CONSONANT_DIGRAPHS[rest.slice(0, 2)];
    if (digraph) {
      push(digraph);
      i += 2;
      continue;
    }
    const vowel = VOWELS.find(([v]) => rest.startsWith(v) && !(v.length === 2 && (v[1] === 'y' || v[1] === 'w') && isVowelLetter(rest[2])));
    if (vowel) {
      // A final short 'a' ('sunna', 'taqwa') is the neutral vowel either way.
      const final = i + vowel[0].length === letters.length || rest.slice(vowel[0].length) === 'h';
      if (vowel[0] === 'a' && final) push('AH');
      else push(vowel[1], vowel[2]);
      i += vowel[0].length;
      continue;
    }
    if (rest[0] === 'y') push('IY');
    else if (CONSONANTS[rest[0]]) push(CONSONANTS[rest[0]]);
    i += 1;
  }
  const readings = [short.join(' '), long.join(' ')].map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return [...new Set(readings)];
}

function isVowelPhone(phone: string): boolean {
  return /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/.test(phone);
}
