import type { AlignedWord } from '../analysis/word-alignment';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How sure the engine was of each word of a passage's text (split at whitespace), in order: the
 * least sure of the engine's words inside it (a written form can join two heard words, 'al
 * baqarah' -> 'Al-Baqarah'). A word no engine word covers (a term the vocabulary respelt) takes
 * the lesser of its neighbours'. Undefined when the engine reported no confidence.
 */
export function confidenceOfWords(passage: string, startChar: number, aligned: AlignedWord[]): number[] | undefined {
  if (!aligned.some((w) => w.conf !== undefined)) return undefined;
  const found: (number | undefined)[] = [];
  for (const token of passage.matchAll(/\S+/g)) {
    const from = startChar + (token.index ?? 0);
    const to = from + token[0].length;
    const inside = aligned.filter((w) => w.conf !== undefined && w.startChar < to && w.endChar > from).map((w) => w.conf as number);
    found.push(inside.length > 0 ? Math.min(...inside) : undefined);
  }
  return found.map((conf, i) => {
    if (conf !== undefined) return round2(conf);
    const before = found.slice(0, i).reverse().find((c) => c !== undefined);
    const after = found.slice(i + 1).find((c) => c !== undefined);
    return round2(Math.min(before ?? 1, after ?? 1));
  });
}
