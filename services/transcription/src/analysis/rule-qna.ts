import type { AnalysedQna } from './analysis.types';
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

/** Whether two sentences share a word of four letters or more. */
function sharesWords(a: string, b: string): boolean {
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const inB = words(b);
  return [...words(a)].some((w) => inB.has(w));
}

/**
 * Questions the speaker asks and answers: a question unit, then up to two units until the
 * next question. Nothing else: a lecture that asks no question gets none, never a template.
 */
export function extractRuleQna(units: SentenceUnit[], limit = 5): AnalysedQna[] {
  const found: AnalysedQna[] = [];
  for (let i = 0; i < units.length && found.length < limit; i++) {
    const confidence = questionConfidence(units[i].text);
    if (confidence === 0) continue;
    const answer: SentenceUnit[] = [];
    for (let j = i + 1; j < units.length && answer.length < 2 && questionConfidence(units[j].text) === 0; j++) {
      // The next sentence answers; the one after only when it stays on the question's words.
      if (answer.length === 1 && !sharesWords(units[i].text, units[j].text)) break;
      answer.push(units[j]);
    }
    if (answer.length === 0) continue;
    found.push(pair(units[i].text, answer, units[i], confidence));
    i += answer.length;
  }
  return found.sort((a, b) => (a.startChar ?? 0) - (b.startChar ?? 0));
}
