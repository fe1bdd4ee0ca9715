import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { OFFENSIVE_TERMS } from './offensive-terms';

/**
 * Letters folded so a term matches however it is written: lower case, Latin accents and Arabic
 * tashkeel and tatweel dropped, the forms of alef as one, ى as ي and ة as ه.
 */
export function foldForFilter(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ARABIC = /\p{Script=Arabic}/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The repository's own terms as whole words (an Arabic word also with an attached conjunction, preposition or article). */
const OWN_TERMS = OFFENSIVE_TERMS.map((term) => {
  const folded = foldForFilter(term);
  const prefix = ARABIC.test(folded) ? '(?:و|ف|ب|ل|ال|وال|بال|فال)?' : '';
  return { term, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${escape(folded)}(?![\\p{L}\\p{N}])`, 'u') };
});

/**
 * English: obscenity's dataset and its recommended transformers (leetspeak, repeated letters,
 * confusable characters), with its whitelist, so 'Scunthorpe', 'assess' or 'cocktail' pass.
 */
const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * The offensive term a text contains (as the list writes it), or undefined when it is clean.
 * Generated text that contains one is withheld from every field (screen-analysis.ts).
 */
export function offensiveTermIn(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const [match] = english.getAllMatches(text, true);
  if (match) return englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? text.slice(match.startIndex, match.endIndex + 1);
  const folded = foldForFilter(text);
  return OWN_TERMS.find(({ pattern }) => pattern.test(folded))?.term;
}
