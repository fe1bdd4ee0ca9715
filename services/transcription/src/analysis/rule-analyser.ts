import type { Analyser, AnalysisInput, AnalysisResult } from './analysis.types';
import { pickSummaryUnits, scoreUnits } from './extractive-summary';
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
    const summaryCount = Math.min(5, Math.max(2, Math.round(units.length / 12)));
    const summaryUnits = pickSummaryUnits(scored, summaryCount);
    const summary = summaryUnits.map((s) => asSentence(s.unit.text)).join(' ');
    const keyPoints = this.keyPoints(scored, keyphrases.map((k) => k.phrase));
    const title = this.title(keyphrases.map((k) => k.phrase));
    return {
      title,
      description: clip(summaryUnits.slice(0, 2).map((s) => asSentence(s.unit.text)).join(' '), 300),
      summary,
      keyPoints,
      topics: keyphrases.slice(0, 6).map((k) => titleCase(k.phrase)),
      tags: matchTopicTags(input.text),
      language: detectLanguage(input.text),
      qna: extractRuleQna(units, keyphrases),
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

  /** For each main keyphrase, the best-scoring unit that mentions it (each unit once). */
  private keyPoints(scored: ReturnType<typeof scoreUnits>, phrases: string[]): string[] {
    const used = new Set<number>();
    const points: string[] = [];
    for (const phrase of phrases) {
      const lower = phrase.toLowerCase();
      const best = scored
        .filter((s) => s.score > 0 && !used.has(s.index) && s.unit.text.toLowerCase().includes(lower))
        .sort((a, b) => b.score - a.score)[0];
      if (!best) continue;
      used.add(best.index);
      points.push(clip(asSentence(best.unit.text), 200));
      if (points.length === 5) break;
    }
    return points;
  }
}
