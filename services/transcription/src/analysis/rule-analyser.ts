import type { Analyser, AnalysisInput, AnalysisResult } from './analysis.types';
import { certaintyOf } from './certainty';
import { ruleChapters } from './chapters/rule-chapters';
import { pickSummaryUnits, scoreUnits, type ScoredUnit } from './extractive-summary';
import { extractKeyphrases } from './keyphrases';
import { decideLanguage } from './language-detector';
import { extractRuleQna } from './rule-qna';
import { buildSentenceUnits } from './sentence-units';
import { asSentence, clip, titleCase } from './text-format';
import { matchTopicTags } from './topic-tags';
import { alignWords } from './word-alignment';

/** Offline analysis with an NLP library: needs no model, works on any transcript. */
export class RuleAnalyser implements Analyser {
  readonly name = 'rule';

  async analyse(input: AnalysisInput): Promise<AnalysisResult> {
    const all = buildSentenceUnits(input.text, input.words);
    // Only what the engine was sure of is quoted: a misheard sentence never becomes the summary,
    // a key point, the title or the description (the thresholds are in certainty.ts).
    const { certain, share, tooUncertain } = certaintyOf(all, alignWords(input.text, input.words));
    const units = all.filter((_, i) => certain[i]);
    const certainText = units.map((u) => u.text).join(' ');
    const language = decideLanguage(input.text, input.engineLanguage);
    const facts = {
      tags: matchTopicTags(input.text),
      // Guessed from text the engine was unsure of, the language is not known: staff are asked.
      ...(language.language && !(tooUncertain && language.source === 'text') ? { language: language.language } : {}),
      // Questions and answers quote the transcript: only pairs the engine was sure of all through.
      qna: extractRuleQna(all).filter((pair) => all.every((u, i) => certain[i] || u.endChar <= (pair.startChar ?? 0) || u.startChar >= (pair.endChar ?? 0))),
      engine: 'rule' as const,
      analysedBy: 'Built-in rules',
      ...(share !== undefined ? { certainShare: share } : {}),
    };
    if (tooUncertain) return { ...facts, keyPoints: [], topics: [], chapters: [], tooUncertain: true };

    const keyphrases = extractKeyphrases(certainText, 8);
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
      ...facts,
      title,
      description,
      summary,
      keyPoints,
      topics: keyphrases.slice(0, 6).map((k) => titleCase(k.phrase)),
      // Where the topic shifts is read from every sentence; titled from the certain ones'
      // key phrases like the title (a too uncertain transcript returned above).
      chapters: ruleChapters(input.text, all).map(({ title, startTimeSec, generated }) => ({ title, startTimeSec, generated })),
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
