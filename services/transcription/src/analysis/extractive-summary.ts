import type { SentenceUnit } from './sentence-units';
import { lemmaIts, wink } from './wink';

export interface ScoredUnit {
  unit: SentenceUnit;
  index: number;
  score: number;
  lemmas: string[];
}

/**
 * Scores each unit by how central its content words are to the whole talk (summed
 * frequency of its non-stop-word lemmas, damped by length), a classic extractive scheme.
 * Very short units (fillers, greetings) score zero.
 */
export function scoreUnits(units: SentenceUnit[]): ScoredUnit[] {
  const nlp = wink();
  const { its } = nlp;
  const perUnit = units.map((unit) => {
    const tokens = nlp.readDoc(unit.text.toLowerCase()).tokens();
    const lemmas = tokens.out(lemmaIts());
    const stops = tokens.out(its.stopWordFlag) as boolean[];
    const types = tokens.out(its.type);
    return lemmas.filter((l, i) => !stops[i] && types[i] === 'word' && l.length > 2);
  });
  const frequency = new Map<string, number>();
  for (const lemmas of perUnit) for (const l of lemmas) frequency.set(l, (frequency.get(l) ?? 0) + 1);
  return units.map((unit, index) => {
    const lemmas = perUnit[index];
    const words = unit.text.split(/\s+/).length;
    const score = words < 5 || lemmas.length === 0
      ? 0
      : lemmas.reduce((sum, l) => sum + (frequency.get(l) ?? 0), 0) / Math.pow(words, 0.75);
    return { unit, index, score, lemmas };
  });
}

/** The best `count` units, in the order they were spoken. */
export function pickSummaryUnits(scored: ScoredUnit[], count: number): ScoredUnit[] {
  return [...scored]
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
}
