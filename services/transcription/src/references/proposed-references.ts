import type { SourceReference, TimedSegment } from '@lectures/proto';
import { quran } from './find-references';
import { foldText } from './fold-text';
import { HADITH_COLLECTIONS } from './hadith-collections';
import { SURAHS } from './surahs';

/** A source a chat model says the lecture cites, with the words where it does. */
export interface ProposedReference {
  kind: 'quran' | 'hadith';
  /** 1-114 for the Quran; 0 when none. */
  surah: number;
  /** The verse; 0 when the whole surah is meant. */
  ayah: number;
  /** The hadith collection as the model names it; '' for the Quran. */
  collection: string;
  /** The transcript's words where the source is cited. */
  quote: string;
}

const QUOTE_WORDS = 6;

/**
 * The model's proposals that hold up: a surah that exists with a verse inside it, or one of
 * the known hadith collections, cited where the quote is found in the timed passages (its
 * moment is that passage's start). Anything else is dropped.
 */
export function checkProposedReferences(proposals: readonly ProposedReference[], segments: readonly TimedSegment[]): SourceReference[] {
  const checked: SourceReference[] = [];
  for (const proposal of proposals) {
    const at = momentOf(proposal.quote, segments);
    if (at === undefined) continue;
    if (proposal.kind === 'quran') {
      const surah = SURAHS[proposal.surah - 1];
      if (!surah || !Number.isInteger(proposal.surah)) continue;
      if (proposal.ayah !== 0 && !(Number.isInteger(proposal.ayah) && proposal.ayah >= 1 && proposal.ayah <= surah.verses)) continue;
      checked.push(quran(surah, proposal.ayah || null, at));
    } else {
      const named = ` ${foldText(proposal.collection)} `;
      const collection = HADITH_COLLECTIONS.find((c) => foldText(c.name) === named.trim() || c.patterns.some((p) => p.test(named)));
      if (collection) checked.push({ kind: 'hadith', label: collection.name, collection: collection.name, startTimeSec: at });
    }
  }
  return checked;
}

/** Rule-found and model-proposed references together: one per label, at its earliest moment, in time order. */
export function mergeReferences(...lists: readonly SourceReference[][]): SourceReference[] {
  const byLabel = new Map<string, SourceReference>();
  for (const reference of lists.flat()) {
    const known = byLabel.get(reference.label);
    if (!known || reference.startTimeSec < known.startTimeSec) byLabel.set(reference.label, reference);
  }
  return [...byLabel.values()].sort((a, b) => a.startTimeSec - b.startTimeSec);
}

/** The start of the passage where the quote's first words are said, if they are. */
function momentOf(quote: string, segments: readonly TimedSegment[]): number | undefined {
  const needle = foldText(quote).split(' ').filter(Boolean).slice(0, QUOTE_WORDS);
  if (needle.length < 2) return undefined;
  const tokens = segments.flatMap((segment) => foldText(segment.text).split(' ').filter(Boolean).map((word) => ({ word, at: segment.start })));
  outer: for (let i = 0; i + needle.length <= tokens.length; i++) {
    for (let j = 0; j < needle.length; j++) if (tokens[i + j].word !== needle[j]) continue outer;
    return tokens[i].at;
  }
  return undefined;
}
