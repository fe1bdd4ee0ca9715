import type { AnalysedQna } from './analysis.types';
import type { Keyphrase } from './keyphrases';
import type { SentenceUnit } from './sentence-units';
import { asQuestion, asSentence } from './text-format';

const WH = new Set(['what', 'why', 'how', 'who', 'whom', 'whose', 'when', 'where', 'which']);
const AUX = new Set(['is', 'are', 'was', 'were', 'can', 'could', 'should', 'would', 'will', 'do', 'does', 'did', 'may', 'must', 'shall', 'have', 'has']);

/** How sure we are that a unit is a question: by its mark, else by its first words. */
export function questionConfidence(text: string): number {
  const trimmed = text.trim().toLowerCase();
  if (trimmed.endsWith('?')) return 0.8;
  const [first = '', second = ''] = trimmed.split(/\s+/);
  if (WH.has(first) && second !== '') return 0.6;
  // "do not ..." is an instruction, not a question.
  if (AUX.has(first) && !['not', "n't"].includes(second) && second !== '') return 0.4;
  return 0;
}

function pair(q: string, answer: SentenceUnit[], from: SentenceUnit, confidence: number): AnalysedQna {
  const last = answer[answer.length - 1];
  return {
    q: asQuestion(q),
    a: answer.map((u) => asSentence(u.text)).join(' '),
    startChar: from.startChar,
    endChar: last.endChar,
    startTimeSec: from.startSec,
    endTimeSec: last.endSec,
    confidence,
    source: 'rule',
  };
}

/**
 * Questions the speaker asks and answers (a question unit, then up to two units until
 * the next question); when there are few, questions about the main keyphrases answered
 * by the unit that says most about them.
 */
export function extractRuleQna(units: SentenceUnit[], keyphrases: Keyphrase[], limit = 5): AnalysedQna[] {
  const found: AnalysedQna[] = [];
  for (let i = 0; i < units.length && found.length < limit; i++) {
    const confidence = questionConfidence(units[i].text);
    if (confidence === 0) continue;
    const answer: SentenceUnit[] = [];
    for (let j = i + 1; j < units.length && answer.length < 2 && questionConfidence(units[j].text) === 0; j++) answer.push(units[j]);
    if (answer.length === 0) continue;
    found.push(pair(units[i].text, answer, units[i], confidence));
    i += answer.length;
  }
  for (const { phrase } of keyphrases) {
    if (found.length >= Math.min(limit, 3)) break;
    const pattern = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
    const best = units
      .filter((u) => pattern.test(u.text) && u.text.split(/\s+/).length >= 5)
      .sort((a, b) => b.text.length - a.text.length)[0];
    if (!best || found.some((f) => (f.startChar ?? 0) <= best.startChar && best.endChar <= (f.endChar ?? 0))) continue;
    found.push(pair(`What does the speaker say about ${phrase}`, [best], best, 0.3));
  }
  return found.sort((a, b) => (a.startChar ?? 0) - (b.startChar ?? 0));
}
