import { AppError, joinPassages, type Passage, type PassageChange, type TimedSegment, type TranscriptPassage } from '@lectures/proto';

/** Times within a millisecond are the same time (they travel as JSON numbers). */
const SAME = 0.001;
const same = (a: number, b: number) => Math.abs(a - b) < SAME;

/**
 * Checks passages staff sent: each has text and a time span inside the recording, and they
 * follow each other without overlapping. Throws INVALID with the first problem, by number.
 */
export function checkPassages(passages: TranscriptPassage[], durationSeconds: number | null): void {
  passages.forEach((passage, index) => {
    const n = index + 1;
    if (!passage.text.trim()) throw new AppError('INVALID', `Passage ${n} is empty: remove it or merge it with its neighbour`);
    if (!(passage.end > passage.start)) throw new AppError('INVALID', `Passage ${n} must end after it starts`);
    if (durationSeconds !== null && passage.end > durationSeconds + 1) {
      throw new AppError('INVALID', `Passage ${n} ends after the recording does`);
    }
    const previous = passages[index - 1];
    if (previous && passage.start < previous.end - SAME) {
      throw new AppError('INVALID', `Passage ${n} starts before passage ${index} ends: passages must follow each other`);
    }
  });
}

/**
 * Staff's save over the current passages: unchanged passages keep their marks, changed and
 * new ones are marked as edited by `by` at `at` and lose the engine's confidence; `changes`
 * says what each said before.
 */
export function applyPassageEdits(
  current: Passage[],
  passages: TranscriptPassage[],
  edit: { by: string; at: string },
): { segments: TimedSegment[]; text: string; changes: PassageChange[] } {
  const changes: PassageChange[] = [];
  const next = passages.map((passage) => {
    const text = passage.text.trim().replace(/\s+/g, ' ');
    const unchanged = current.find((c) => same(c.start, passage.start) && same(c.end, passage.end) && c.text.trim() === text);
    // Unchanged, a passage keeps its marks (who corrected it, the engine's confidence); a person's
    // change clears the low-confidence marks: they checked it.
    if (unchanged) {
      return {
        start: passage.start,
        end: passage.end,
        text,
        ...(unchanged.edited ? { edited: unchanged.edited } : {}),
        ...(unchanged.confidence && !unchanged.edited ? { confidence: unchanged.confidence } : {}),
      };
    }
    changes.push({ start: passage.start, end: passage.end, before: textDuring(current, passage.start, passage.end), after: text });
    return { start: passage.start, end: passage.end, text, edited: edit };
  });
  // Passages removed: what they said, with nothing after.
  for (const old of current) {
    if (!passages.some((p) => overlaps(p, old))) changes.push({ start: old.start, end: old.end, before: old.text, after: '' });
  }
  changes.sort((a, b) => a.start - b.start);
  return { ...joinPassages(next), changes };
}

/**
 * A new transcript with the passages staff corrected kept: new passages that fall inside a
 * kept one's time give way to it.
 */
export function keepEditedPassages(fresh: Passage[], kept: Passage[]): { segments: TimedSegment[]; text: string } {
  const others = fresh.filter((segment) => {
    const middle = (segment.start + segment.end) / 2;
    return !kept.some((k) => middle >= k.start - SAME && middle <= k.end + SAME);
  });
  return joinPassages([...others, ...kept].sort((a, b) => a.start - b.start));
}

/**
 * What a reprocess holds for the transcript it makes: the passages staff corrected in the
 * transcript they see, over those an earlier, unfinished reprocess still holds (it failed, or
 * was superseded), one per time span.
 */
export function correctedPassages(held: Passage[], visible: Passage[]): Passage[] {
  const byTime = new Map<string, Passage>();
  for (const passage of [...held, ...visible.filter((p) => p.edited)]) byTime.set(`${passage.start}-${passage.end}`, passage);
  return [...byTime.values()].sort((a, b) => a.start - b.start);
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return Math.min(a.end, b.end) - Math.max(a.start, b.start) > SAME;
}

function textDuring(current: Passage[], start: number, end: number): string {
  return current
    .filter((c) => overlaps(c, { start, end }))
    .map((c) => c.text.trim())
    .join(' ');
}
