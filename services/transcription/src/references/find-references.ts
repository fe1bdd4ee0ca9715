import type { SourceReference, TimedSegment } from '@lectures/proto';
import { foldText, hasArticle, nameKey } from './fold-text';
import { HADITH_COLLECTIONS } from './hadith-collections';
import { numbersAsDigits } from './number-words';
import { SURAHS, type Surah } from './surahs';

const SURAH_WORDS = new Set(['surah', 'surat', 'sura', 'soorah', 'surah', 'سوره']);
const VERSE_WORDS = new Set(['verse', 'verses', 'ayah', 'ayat', 'aya', 'ayahs', 'ايه', 'الايه']);
const QURAN_WORDS = new Set(['quran', 'koran', 'quraan', 'القران']);
const MAX_NAME_WORDS = 3;
const MAX_REFERENCES = 50;

/** Every spelling of every surah, keyed as `nameKey` folds them. */
const BY_KEY = new Map<string, Surah>();
for (const surah of SURAHS) {
  for (const spelling of [surah.name, surah.arabic, ...(surah.also ?? [])]) BY_KEY.set(nameKey(foldText(spelling).split(' ')), surah);
}

const isNumber = (word: string | undefined): boolean => word !== undefined && /^\d{1,3}$/.test(word);

/** A Quran reference as the content page shows it; a verse outside the surah is left out. */
export function quran(surah: Surah, ayah: number | null, at: number): SourceReference {
  const valid = ayah !== null && ayah >= 1 && ayah <= surah.verses ? ayah : null;
  return {
    kind: 'quran',
    label: valid === null ? `Surah ${surah.name} (${surah.number})` : `${surah.name} ${surah.number}:${valid}`,
    surah: surah.number,
    ...(valid === null ? {} : { ayah: valid }),
    startTimeSec: at,
  };
}

/** The verse number after a name, if one follows ('verse 255', 'ayah 5', or the number itself). */
function verseAfter(words: readonly string[], i: number): { ayah: number | null; keyword: boolean } {
  if (VERSE_WORDS.has(words[i]) && isNumber(words[i + 1])) return { ayah: Number(words[i + 1]), keyword: true };
  if (isNumber(words[i])) return { ayah: Number(words[i]), keyword: false };
  return { ayah: null, keyword: false };
}

/** The longest surah name starting at word `i`. */
function nameAt(words: readonly string[], i: number): { surah: Surah; length: number; article: boolean } | null {
  for (let length = Math.min(MAX_NAME_WORDS, words.length - i); length >= 1; length--) {
    const span = words.slice(i, i + length);
    const surah = BY_KEY.get(nameKey(span));
    if (surah) return { surah, length, article: hasArticle(span) };
  }
  return null;
}

function quranIn(words: readonly string[], at: number): SourceReference[] {
  const found: SourceReference[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    // 'chapter 2 verse 255'
    if (word === 'chapter' && isNumber(words[i + 1]) && VERSE_WORDS.has(words[i + 2]) && isNumber(words[i + 3])) {
      const surah = SURAHS[Number(words[i + 1]) - 1];
      if (surah) found.push(quran(surah, Number(words[i + 3]), at));
      i += 3;
      continue;
    }
    // 'Quran 2:255'
    const colon = QURAN_WORDS.has(word) ? /^(\d{1,3}):(\d{1,3})$/.exec(words[i + 1] ?? '') : null;
    if (colon) {
      const surah = SURAHS[Number(colon[1]) - 1];
      if (surah) found.push(quran(surah, Number(colon[2]), at));
      i += 1;
      continue;
    }
    // 'Surah al-Kahf', 'surat al baqarah verse 255'
    if (SURAH_WORDS.has(word)) {
      const name = nameAt(words, i + 1);
      if (name) {
        const verse = verseAfter(words, i + 1 + name.length);
        found.push(quran(name.surah, verse.ayah, at));
        i += name.length;
      }
      continue;
    }
    // 'al-Baqarah 255' or 'Yusuf verse 4': a name with a verse, said without 'surah'. A name
    // without its article (Yusuf, Maryam, Muhammad are also people) needs the word 'verse'.
    const name = nameAt(words, i);
    if (name) {
      const verse = verseAfter(words, i + name.length);
      if (verse.ayah !== null && (name.article || verse.keyword)) {
        found.push(quran(name.surah, verse.ayah, at));
        i += name.length;
      }
    }
  }
  return found;
}

/** Collections named in a passage, in the order they are said. */
function hadithIn(folded: string, at: number): SourceReference[] {
  return HADITH_COLLECTIONS.map((c) => ({ c, index: Math.min(...c.patterns.map((p) => folded.search(p)).filter((i) => i >= 0)) }))
    .filter(({ index }) => Number.isFinite(index))
    .sort((a, b) => a.index - b.index)
    .map(({ c }) => ({ kind: 'hadith' as const, label: c.name, collection: c.name, startTimeSec: at }));
}

/**
 * Quran verses and hadith collections a lecture cites, each at the moment it was first cited
 * (the start of its passage). Works on the timed passages so every reference links to its moment.
 */
export function findReferences(segments: readonly TimedSegment[]): SourceReference[] {
  const seen = new Map<string, SourceReference>();
  for (const segment of segments) {
    const folded = foldText(segment.text);
    const words = numbersAsDigits(folded.split(' ').filter(Boolean));
    for (const reference of [...quranIn(words, segment.start), ...hadithIn(folded, segment.start)]) {
      if (!seen.has(reference.label)) seen.set(reference.label, reference);
    }
    if (seen.size >= MAX_REFERENCES) break;
  }
  return [...seen.values()];
}
