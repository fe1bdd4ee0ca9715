import { TRANSLITERATIONS } from './transliterations';

/**
 * The body of `content.search_fold(text)`: what makes "Tafseer", "tafsīr" and
 * "تَفْسِير" findable as one another's spellings. Lower case, accents removed
 * (unaccent), apostrophes dropped, Arabic short vowels (tashkeel) and tatweel
 * removed, alef, ya, ta marbuta, waw and ya hamza forms folded, then the
 * transliteration table applied word by word.
 */
export function searchFoldSql(unaccentSchema: string): string {
  let body = `lower(${quoteIdent(unaccentSchema)}.unaccent(${quoteLiteral(`${unaccentSchema}.unaccent`)}::regdictionary, coalesce(input, '')))`;
  body = `regexp_replace(${body}, '[''’ʼʿʾ\`]', '', 'g')`;
  body = `regexp_replace(${body}, '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g')`;
  body = `translate(${body}, 'أإآٱىةؤئ', 'اااايهوي')`;
  for (const [canonical, variants] of Object.entries(TRANSLITERATIONS)) {
    if (variants.length === 0) continue;
    const words = [...new Set(variants)].filter((v) => v !== canonical).map(escapeRegex).join('|');
    if (words) body = `regexp_replace(${body}, '\\m(${words})\\M', '${canonical}', 'g')`;
  }
  return `CREATE OR REPLACE FUNCTION "content"."search_fold"(input text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fold$ SELECT ${body} $fold$`;
}

function escapeRegex(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
