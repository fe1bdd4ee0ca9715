/**
 * Where a talk moves to another topic: TextTiling (Hearst 1997) over sentence units. At every
 * gap between two units, the content words of a block before it are compared with a block after
 * it (cosine of lemma counts); a gap where that similarity dips well below the peaks on either
 * side (its depth) is a topic shift. Lecturers take minutes over a topic, so shifts closer than
 * `minChapterSec` to each other or to either end are not kept, the deepest winning.
 */

export interface TilingUnit {
  /** Content lemmas of the unit (stop words left out). */
  lemmas: string[];
  /** Words spoken in it, stop words included. */
  words: number;
  startSec: number;
}

export interface TopicShiftOptions {
  /** Length of the recording; the last unit's start when not given. */
  durationSec?: number;
  /** No chapter shorter than this; default: a twentieth of the talk, at least 60 s. */
  minChapterSec?: number;
  /** At most this many chapters; default 20. */
  maxChapters?: number;
  /** A shift must be at least this deep (similarity lost, 0-2); default 0.15. */
  minDepth?: number;
}

export interface TopicShift {
  /** The unit that starts the new topic. */
  unit: number;
  depth: number;
}

type Counts = Map<string, number>;

/** Across a shift the blocks share at most this share of the similarity usual in the talk. */
const DIP = 0.6;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function countsOf(units: readonly TilingUnit[], from: number, to: number): Counts {
  const counts: Counts = new Map();
  for (let i = from; i < to; i++) for (const lemma of units[i].lemmas) counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  return counts;
}

function cosine(a: Counts, b: Counts): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [word, n] of a) {
    normA += n * n;
    dot += n * (b.get(word) ?? 0);
  }
  for (const n of b.values()) normB += n * n;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** Similarity of the blocks either side of each gap; gap g lies before unit g (g = 1 .. n-1). */
export function gapSimilarities(units: readonly TilingUnit[], blockWords: number): number[] {
  const similarities: number[] = [];
  for (let gap = 1; gap < units.length; gap++) {
    let from = gap;
    let words = 0;
    while (from > 0 && words < blockWords) words += units[--from].words;
    let to = gap;
    words = 0;
    while (to < units.length && words < blockWords) words += units[to++].words;
    similarities.push(cosine(countsOf(units, from, gap), countsOf(units, gap, to)));
  }
  return similarities;
}

/** A moving average over three gaps, so one odd sentence does not make a valley. */
function smooth(values: readonly number[]): number[] {
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - 1), i + 2);
    return window.reduce((sum, v) => sum + v, 0) / window.length;
  });
}

/** How far the similarity at i lies below the highest points reached climbing left and right. */
function depthAt(values: readonly number[], i: number): number {
  let left = values[i];
  for (let j = i - 1; j >= 0 && values[j] >= left; j--) left = values[j];
  let right = values[i];
  for (let j = i + 1; j < values.length && values[j] >= right; j++) right = values[j];
  return left - values[i] + (right - values[i]);
}

export function findTopicShifts(units: readonly TilingUnit[], options: TopicShiftOptions = {}): TopicShift[] {
  if (units.length < 4) return [];
  const duration = options.durationSec ?? units[units.length - 1].startSec;
  const minChapter = options.minChapterSec ?? Math.max(60, duration / 20);
  const maxChapters = options.maxChapters ?? 20;
  const minDepth = options.minDepth ?? 0.15;
  if (duration < 2 * minChapter) return [];
  const totalWords = units.reduce((sum, u) => sum + u.words, 0);
  // About a minute of speech a side in a long talk; less in a short one, so a block never spans a whole topic.
  const blockWords = Math.round(Math.min(150, Math.max(40, totalWords / 8)));
  const similarities = smooth(gapSimilarities(units, blockWords));
  const depths = similarities.map((_, i) => depthAt(similarities, i));
  const valleys = similarities
    .map((value, i) => ({ unit: i + 1, depth: depths[i], value }))
    .filter(({ unit }, i) => {
      const isValley = (i === 0 || similarities[i - 1] >= similarities[i]) && (i === similarities.length - 1 || similarities[i + 1] >= similarities[i]);
      return isValley && units[unit].startSec >= minChapter && duration - units[unit].startSec >= minChapter;
    });
  if (valleys.length === 0) return [];
  // Hearst's relative cut-off (mean depth less half a deviation) lets every wobble of a long talk
  // through; a shift here must be deep, and the similarity across it well below the talk's usual.
  const typical = median(similarities);
  const cutoff = (v: { depth: number; value: number }) => v.depth >= minDepth && v.value <= DIP * typical;
  const kept: TopicShift[] = [];
  for (const valley of [...valleys].sort((a, b) => b.depth - a.depth)) {
    if (kept.length >= maxChapters - 1) break;
    if (!cutoff(valley)) continue;
    const at = units[valley.unit].startSec;
    if (kept.some((k) => Math.abs(units[k.unit].startSec - at) < minChapter)) continue;
    kept.push({ unit: valley.unit, depth: valley.depth });
  }
  return kept.sort((a, b) => a.unit - b.unit);
}
