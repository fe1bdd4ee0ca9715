/** Lower case, no diacritics, tashkeel or tatweel, one written form per Arabic letter family, no apostrophes, hyphens as spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/['’‘`ʿʾ]/g, '')
    .replace(/[-_]/g, ' ')
    .replace(/[^\p{L}\p{N}:\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ARTICLES = new Set(['al', 'an', 'ar', 'as', 'at', 'ad', 'adh', 'az', 'ash', 'aal', 'ul', 'el']);

/** A Latin-script surah name as one comparable key: no article, no spaces, doubled and long vowels folded, no final h. */
export function nameKey(words: readonly string[]): string {
  const rest = words.length > 1 && ARTICLES.has(words[0]) ? words.slice(1) : words;
  let key = rest.join('');
  if (/^\p{Script=Arabic}/u.test(key)) return key.replace(/^ال/, '');
  key = key.replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/ou/g, 'u').replace(/(.)\1+/g, '$1');
  return key.length > 3 ? key.replace(/h$/, '') : key;
}

/** Whether a name was said with its article ('al-Baqarah'), which makes it a name rather than a word. */
export function hasArticle(words: readonly string[]): boolean {
  return words.length > 1 && ARTICLES.has(words[0]);
}
