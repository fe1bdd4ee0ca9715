import type { ItemCustomEntity } from 'wink-nlp';
import { lemmaIts, wink } from './wink';

export interface Keyphrase {
  phrase: string;
  score: number;
}

// Nouns a talk uses everywhere; as keyphrases they say nothing about the topic.
const GENERIC = new Set([
  'today', 'thing', 'things', 'way', 'people', 'time', 'day', 'lot', 'kind', 'part', 'something', 'anything',
  'everything', 'one', 'question', 'questions', 'answer', 'brother', 'brothers', 'sister', 'sisters', 'inshallah',
]);

/**
 * Noun phrases (learnt patterns over the NLP library's part-of-speech tags), scored by
 * how often their lemmas occur, longer phrases weighted up. Variants that differ only
 * by inflection ("companion", "companions") count as one.
 */
export function extractKeyphrases(text: string, limit = 8): Keyphrase[] {
  const nlp = wink();
  const { its } = nlp;
  const doc = nlp.readDoc(text.toLowerCase());
  const tally = new Map<string, { count: number; words: number; surface: Map<string, number> }>();
  doc.customEntities().each((entity: ItemCustomEntity) => {
    const tokens = entity.tokens();
    const lemmas = tokens.out(lemmaIts());
    const stops = tokens.out(its.stopWordFlag) as boolean[];
    const content = lemmas.filter((l, i) => !stops[i] && l.length > 2 && !GENERIC.has(l));
    if (content.length === 0) return;
    const key = lemmas.filter((_, i) => !stops[i]).join(' ');
    const surface = entity.out();
    const entry = tally.get(key) ?? { count: 0, words: content.length, surface: new Map<string, number>() };
    entry.count += 1;
    entry.surface.set(surface, (entry.surface.get(surface) ?? 0) + 1);
    tally.set(key, entry);
  });
  const ranked = [...tally.values()]
    .map((e) => ({
      phrase: [...e.surface.entries()].sort((a, b) => b[1] - a[1])[0][0],
      score: e.count * (1 + 0.5 * (e.words - 1)),
    }))
    .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  // A single word already inside a better-ranked phrase adds nothing.
  const kept: Keyphrase[] = [];
  for (const candidate of ranked) {
    const covered = kept.some((k) => k.phrase.split(' ').includes(candidate.phrase) || candidate.phrase === k.phrase);
    if (!covered) kept.push(candidate);
    if (kept.length === limit) break;
  }
  return kept;
}
