import { foldForSearch } from '@lectures/islamic-terms';

/*
 * When two ways of writing a name are one speaker. A name's key is the name as search folds it
 * (@lectures/islamic-terms: case, accents, apostrophes, Arabic marks and letter forms, and every
 * listed spelling made its written form: 'Sheikh' is 'shaykh', 'Mohammed' is 'muhammad'), with
 * the titles before it and the prayers after it taken off, the article and 'ibn' written one way,
 * and long vowels written one way ('Uthaymeen' is 'Uthaymin'). Two names with one key are one
 * speaker; nothing else is merged: different people who happen to share a name stay apart only
 * if staff name them apart (see docs/spec-decisions.md).
 */

/** Titles before a name, as folded ('Sheikh', 'Shaikh' and 'Sheik' are already 'shaykh'). */
const TITLES = new Set([
  'shaykh', 'shaykha', 'shaykhah', 'sheikha', 'shaikha', 'sh', 'shk',
  'imam', 'ustadh', 'ustadha', 'ustadhah', 'ustaz', 'ustaza', 'ustad', 'ustada', 'ustath',
  'dr', 'doctor', 'prof', 'professor', 'mufti', 'maulana', 'mawlana', 'moulana', 'molana', 'mawlawi', 'maulvi',
  'allamah', 'allama', 'hafiz', 'qari', 'qadi',
  'الشيخ', 'شيخ', 'الشيخه', 'الامام', 'امام', 'الاستاذ', 'استاذ', 'الاستاذه', 'الدكتور', 'دكتور', 'د',
  'العلامه', 'علامه', 'المفتي', 'مفتي', 'فضيله', 'سماحه', 'الحافظ', 'القاري', 'المقري', 'معالي',
]);

/** Prayers after a name: 'Ibn Baz rahimahullah', 'ابن باز رحمه الله'. */
const AFTER = new Set(['rahimahullah', 'rahimahullaah', 'rahimahu', 'hafidhahullah', 'hafizahullah', 'hafizahu', 'hafidhahu', 'hafizullah', 'ra', 'rh', 'رحمه', 'حفظه', 'الله']);

/** 'al-', 'ash-', 'ad-' … before a word: the article, however assimilated. */
const HYPHENED_ARTICLE = /(^|[^\p{L}\p{N}])(?:al|el|ul|ash|adh|ath|a[dnrstz])-(?=\p{L})/gu;
const ARTICLES = new Set(['al', 'el']);
const SON_OF = new Set(['ibn', 'bin', 'bn', 'b', 'ابن', 'بن']);
/** 'Abdul', 'Abdur', 'Abd al-': the servant of, before a divine name. */
const ABD = new Set(['abd', 'abdul', 'abdal', 'abdel', 'abdur', 'abdar', 'abdus', 'abdun', 'abdush', 'abdud', 'abdut', 'abduz', 'abdu', 'عبد']);
const ABD_JOINED = /^abd(?:ush|ul|al|el|ur|ar|us|un|ud|ut|uz|u)(?=\p{L}{2})/u;

const LATIN_VOWELS: [RegExp, string][] = [
  [/ee/g, 'i'], [/ii/g, 'i'], [/oo/g, 'u'], [/ou/g, 'u'], [/uu/g, 'u'], [/aa/g, 'a'], [/ai/g, 'ay'], [/ei/g, 'ay'],
];

function vowels(word: string): string {
  if (!/^[a-z0-9]+$/.test(word)) return word;
  let out = word;
  for (const [from, to] of LATIN_VOWELS) out = out.replace(from, to);
  // 'Hamzah' and 'Hamza', 'Taymiyyah' and 'Taymiyya'.
  return out.length > 3 ? out.replace(/ah$/, 'a') : out;
}

/** The Arabic article on a word of four letters or more: 'الألباني' and 'ألباني' are one. */
const withoutArabicArticle = (word: string) => (/^ال\p{L}{2}/u.test(word) ? word.slice(2) : word);

function joinAbd(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (ABD.has(word) && i + 1 < words.length) {
      const next = words[++i];
      // 'Abd Allah' as 'Abdullah': the article of Allah is in 'abdul'.
      const rest = next === 'allah' || next === 'ullah' ? 'lah' : next === 'الله' ? 'له' : withoutArabicArticle(next);
      out.push((word === 'عبد' ? 'عبد' : 'abd') + rest);
    } else if (word.startsWith('عبدال') && word.length > 6) {
      out.push(`عبد${word.slice(5)}`);
    } else {
      out.push(word.replace(ABD_JOINED, 'abd'));
    }
  }
  return out;
}

/** The words of a name as compared, titles and prayers kept (the key of a name that is only a title). */
function words(name: string): string[] {
  const folded = foldForSearch(name).replace(HYPHENED_ARTICLE, '$1');
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The key two spellings of one speaker share: 'Shaykh Ahmad', 'Sheikh Ahmad', 'Sh. Ahmad' and
 * 'ahmad' are 'ahmad'; 'الشيخ أحمد' is 'احمد'. A name that is only a title keeps it ('Imam').
 * Empty when the name has no letter or digit.
 */
export function speakerKey(name: string): string {
  const all = words(name);
  let start = 0;
  while (start < all.length && TITLES.has(all[start])) start++;
  let end = all.length;
  while (end > start && AFTER.has(all[end - 1])) end--;
  const named = start < end ? all.slice(start, end) : all;
  const plain = named
    .filter((word) => !ARTICLES.has(word))
    .map((word) => (SON_OF.has(word) ? (/\p{Script=Arabic}/u.test(word) ? 'بن' : 'ibn') : word));
  return joinAbd(plain)
    .map((word) => vowels(withoutArabicArticle(word)))
    .join(' ');
}
