/**
 * A series' address: its title in lower case, words joined by hyphens. Arabic (and any other
 * script) is kept as it is written, not transliterated: a transliteration is a guess with many
 * spellings, while the Arabic itself reads right in the address bar and travels percent-encoded.
 * Vowel marks, hamza seats' marks and the tatweel are dropped so the same title typed with or
 * without them gives one address; Latin accents are dropped the same way. Lectures' addresses
 * follow the same rule (addresses/lecture-slug.ts); a title with no letters gives `fallback`.
 */
const MAX_LENGTH = 80;

export function slugOf(title: string, fallback = 'series'): string {
  const plain = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .normalize('NFC')
    .toLowerCase();
  const words = plain.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  const cut = [...words].slice(0, MAX_LENGTH).join('').replace(/-+$/, '');
  return cut || fallback;
}

/** The n-th address tried when earlier ones are taken: 'tafsir', 'tafsir-2', 'tafsir-3', … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
