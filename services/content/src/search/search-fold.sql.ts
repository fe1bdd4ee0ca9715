import { APOSTROPHES, ARABIC_LETTER_FOLDS, ARABIC_MARKS, searchSpellings, type SearchSpellings } from '@lectures/islamic-terms';

/**
 * The body of `content.search_fold(text)` (or of `name`): what makes "Tafseer", "tafsīr" and
 * "تَفْسِير" findable as one another's spellings. Lower case, accents removed (unaccent),
 * apostrophes dropped, Arabic short vowels (tashkeel) and tatweel removed, alef, ya, ta
 * marbuta, waw and ya hamza forms folded (the letters of @lectures/islamic-terms' foldLetters),
 * then every other spelling of a term made its written form, word by word (searchSpellings of
 * the one term list, which transcription's vocabulary reads too).
 */
export function searchFoldSql(unaccentSchema: string, spellings: SearchSpellings = searchSpellings(), name = 'search_fold'): string {
  let body = `lower(${quoteIdent(unaccentSchema)}.unaccent(${quoteLiteral(`${unaccentSchema}.unaccent`)}::regdictionary, coalesce(input, '')))`;
  body = `regexp_replace(${body}, ${quoteLiteral(APOSTROPHES)}, '', 'g')`;
  body = `regexp_replace(${body}, ${quoteLiteral(ARABIC_MARKS)}, '', 'g')`;
  body = `translate(${body}, ${quoteLiteral(ARABIC_LETTER_FOLDS.from)}, ${quoteLiteral(ARABIC_LETTER_FOLDS.to)})`;
  const all = [...spellings.keys()].map(escapeRegex);
  const forms = quoteLiteral(JSON.stringify(Object.fromEntries(spellings)));
  // Most text holds none of the other spellings: one test for all of them first spares it the
  // rest. Then each run of word characters is looked up in one map, a single pass whatever the
  // list's length (a replacement per term would compile more expressions than PostgreSQL keeps).
  return `CREATE OR REPLACE FUNCTION "content".${quoteIdent(name)}(input text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fold$
    DECLARE folded text := ${body};
    BEGIN
      IF ${all.length > 0 ? `folded ~ '\\m(${all.join('|')})\\M'` : 'false'} THEN
        RETURN (SELECT string_agg(coalesce(${forms}::jsonb ->> piece[1], piece[1]), '' ORDER BY n)
          FROM regexp_matches(folded, '(\\w+|\\W+)', 'g') WITH ORDINALITY AS pieces(piece, n));
      END IF;
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
