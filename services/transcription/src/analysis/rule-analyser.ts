import type { Analyser, AnalysisInput, AnalysisResult } from './analysis.types';
import { ruleChapters } from './chapters/rule-chapters';
import { pickSummaryUnits, scoreUnits, type ScoredUnit } from './extractive-summary';
import { extractKeyphrases } from './keyphrases';
import { detectLanguage } from './language-detector';
import { extractRuleQna } from './rule-qna';
import { buildSentenceUnits } from './sentence-units';
import { asSentence, clip, titleCase } from './text-format';
import { matchTopicTags } from './topic-tags';

/** Offline analysis with an NLP library: needs no model, works on any transcript. */
export class RuleAnalyser implements Analyser {
  readonly name = 'rule';

  async analyse(input: AnalysisInput): Promise<AnalysisResult> {
    const units = buildSentenceUnits(input.text, input.words);
    const keyphrases = extractKeyphrases(input.text, 8);
    const scored = scoreUnits(units);
    // Description, summary and key points each say something the others do not: no unit twice.
    const used = new Set<number>();
    const description = this.description(scored, used);
    const summaryCount = Math.min(5, Math.max(2, Math.round(units.length / 12)));
    const summaryUnits = pickSummaryUnits(scored.filter((s) => !used.has(s.index) && wellFormed(s)), summaryCount);
    for (const s of summaryUnits) used.add(s.index);
    const summary = summaryUnits.map((s) => asSentence(s.unit.text)).join(' ');
    const keyPoints = this.keyPoints(scored, keyphrases.map((k) => k.phrase), used);
    const title = this.title(keyphrases.map((k) => k.phrase));
    return {
      title,
      description,
      summary,
      keyPoints,
      topics: keyphrases.slice(0, 6).map((k) => titleCase(k.phrase)),
      tags: matchTopicTags(input.text),
      language: detectLanguage(input.text),
      qna: extractRuleQna(units),
      chapters: ruleChapters(input.text, units).map(({ title, startTimeSec, generated }) => ({ title, startTimeSec, generated })),
      engine: 'rule',
      analysedBy: 'Built-in rules',
    };
  }

  /** The top keyphrase, joined by the next one that shares no word with it. */
  private title(phrases: string[]): string {
    const [first] = phrases;
    if (!first) return 'Untitled lecture';
    const words = new Set(first.toLowerCase().split(' '));
    const second = phrases.slice(1).find((p) => p.toLowerCase().split(' ').every((w) => !words.has(w)));
    return clip(titleCase(second ? `${first} and ${second}` : first), 80);
  }

  /**
   * How the lecture opens: its first one or two substantial units (the speaker saying what
   * the talk is about), from its first third; empty for a talk too short to have one.
   */
  private description(scored: ScoredUnit[], used: Set<number>): string {
    const opening = scored
      .slice(0, Math.max(1, Math.ceil(scored.length / 3)))
      .filter((s) => s.score > 0 && wellFormed(s))
      .slice(0, 2);
    if (opening.length === 0 || scored.length < 4) return '';
    for (const s of opening) used.add(s.index);
    return clip(opening.map((s) => asSentence(s.unit.text)).join(' '), 300);
  }

  /**
   * For each main keyphrase, the best-scoring whole sentence that mentions it, not used in
   * the description or summary and not a near-copy of another key point.
   */
  private keyPoints(scored: ScoredUnit[], phrases: string[], used: Set<number>): string[] {
    const chosen: ScoredUnit[] = [];
    for (const phrase of phrases) {
      const lower = phrase.toLowerCase();
      const best = scored
        .filter((s) => s.score > 0 && !used.has(s.index) && wellFormed(s) && s.unit.text.toLowerCase().includes(lower))
        .filter((s) => !chosen.some((c) => overlap(c.lemmas, s.lemmas) >= 0.6))
        .sort((a, b) => b.score - a.score)[0];
      if (!best) continue;
      used.add(best.index);
      chosen.push(best);
      if (chosen.length === 5) break;
    }
    return chosen.sort((a, b) => a.index - b.index).map((s) => clip(asSentence(s.unit.text), 200));
  }
}

/** A unit that reads as a sentence on its own: six words or more, not a question. */
function wellFormed(s: ScoredUnit): boolean {
  const text = s.unit.text.trim();
  return text.split(/\s+/).length >= 6 && !text.endsWith('?');
}

/** Share of the smaller set of content words the two units have in common. */
function overlap(a: string[], b: string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  const shared = [...setA].filter((w) => setB.has(w)).length;
  return shared / Math.max(1, Math.min(setA.size, setB.size));
}
