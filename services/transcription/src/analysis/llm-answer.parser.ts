import type { ProposedReference } from '../references/proposed-references';
import type { LlmAnswer, LlmPartAnswer, LlmQna } from './llm-analysis.schema';

/** Thrown when a model's answer is not the JSON we asked for. */
export class ModelAnswerError extends Error {
  override readonly name = 'ModelAnswerError';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function str(obj: Record<string, unknown>, key: string): string {
  const v = obj[key];
  if (typeof v !== 'string') throw new ModelAnswerError(`model answer: ${key} is not a string`);
  return v.trim();
}

function strings(obj: Record<string, unknown>, key: string): string[] {
  const v = obj[key];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new ModelAnswerError(`model answer: ${key} is not a list of strings`);
  return v.map((s) => s.trim()).filter(Boolean);
}

function qna(obj: Record<string, unknown>): LlmQna[] {
  const v = obj.qna;
  if (!Array.isArray(v)) throw new ModelAnswerError('model answer: qna is not a list');
  return v.filter(isRecord).map((item) => ({
    q: str(item, 'q'),
    a: str(item, 'a'),
    quote: typeof item.quote === 'string' ? item.quote : '',
    confidence: typeof item.confidence === 'number' ? Math.min(1, Math.max(0, item.confidence)) : 0.5,
  }));
}

/** The model's proposed sources; a model that sends none (or an older answer shape) proposes none. */
function references(obj: Record<string, unknown>): ProposedReference[] {
  const v = obj.references;
  if (!Array.isArray(v)) return [];
  return v.filter(isRecord).flatMap((item): ProposedReference[] => {
    const kind = item.kind === 'quran' || item.kind === 'hadith' ? item.kind : null;
    if (!kind || typeof item.quote !== 'string') return [];
    const int = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : 0);
    return [{ kind, surah: int(item.surah), ayah: int(item.ayah), collection: typeof item.collection === 'string' ? item.collection : '', quote: item.quote }];
  });
}

function parseObject(content: string | null | undefined): Record<string, unknown> {
  if (!content) throw new ModelAnswerError('model answer is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ModelAnswerError('model answer is not JSON');
  }
  if (!isRecord(parsed)) throw new ModelAnswerError('model answer is not an object');
  return parsed;
}

export function parsePartAnswer(content: string | null | undefined): LlmPartAnswer {
  const obj = parseObject(content);
  return {
    summary: str(obj, 'summary'),
    keyPoints: strings(obj, 'keyPoints'),
    topics: strings(obj, 'topics'),
    tags: strings(obj, 'tags'),
    qna: qna(obj),
    references: references(obj),
  };
}

export function parseAnswer(content: string | null | undefined): LlmAnswer {
  const obj = parseObject(content);
  const title = str(obj, 'title');
  if (!title) throw new ModelAnswerError('model answer: title is empty');
  return { ...parsePartAnswer(content), title, description: str(obj, 'description'), speaker: str(obj, 'speaker') };
}
