import { AppError, parsePayload } from '@lectures/proto';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNotEmpty, IsNumber, IsString } from 'class-validator';
import type { ProposedReference } from '../references/proposed-references';

/*
 * A chat model's answer, checked with class-validator like every other message the services
 * receive (llm-analysis.schema.ts is what the model is asked for; its spec keeps the two equal).
 */

/** Thrown when a model's answer is not the JSON we asked for. */
export class ModelAnswerError extends Error {
  override readonly name = 'ModelAnswerError';
}

/** Text without the spaces a model leaves around it. */
const Trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A list of text, each trimmed, empty ones left out. */
function TextList(key: string): PropertyDecorator {
  return (target, property) => {
    IsArray({ message: `${key} is not a list of strings` })(target, property);
    IsString({ each: true, message: `${key} is not a list of strings` })(target, property);
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value))(
      target,
      property,
    );
  };
}

/**
 * A list whose items are each checked against their own class: an item that fails is left out,
 * not the whole answer (one odd reference must not cost a lecture its summary).
 */
function ListOf(item: new () => object, key: string): PropertyDecorator {
  return (target, property) => {
    IsArray({ message: `${key} is not a list` })(target, property);
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value)
        ? value.flatMap((v: unknown) => {
            try {
              return [parsePayload(item, v)];
            } catch {
              return [];
            }
          })
        : value,
    )(target, property);
  };
}

export class LlmQna {
  @IsString({ message: 'q is not a string' }) @Trimmed()
  q!: string;

  @IsString({ message: 'a is not a string' }) @Trimmed()
  a!: string;

  /** The transcript's words where the answer is given; without them the answer itself is looked for. */
  @IsString()
  quote = '';

  /** 0 to 1; a model that says more or less is held to the range. */
  @IsNumber({ allowNaN: false, allowInfinity: false }) @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? Math.min(1, Math.max(0, value)) : value))
  confidence = 0.5;
}

export class LlmReference implements ProposedReference {
  @IsIn(['quran', 'hadith'])
  kind!: 'quran' | 'hadith';

  @IsInt()
  surah = 0;

  @IsInt()
  ayah = 0;

  @IsString()
  collection = '';

  @IsString()
  quote!: string;
}

/** The answer for one part of a long transcript. */
export class LlmPartAnswer {
  @IsString({ message: 'summary is not a string' }) @Trimmed()
  summary!: string;

  @TextList('keyPoints')
  keyPoints!: string[];

  @TextList('topics')
  topics!: string[];

  /** Any text: only the product's vocabulary is kept afterwards (toVocabulary). */
  @TextList('tags')
  tags!: string[];

  @ListOf(LlmQna, 'qna')
  qna!: LlmQna[];

  /** A model that sends none (or an older answer shape) proposes none. */
  @ListOf(LlmReference, 'references')
  references: LlmReference[] = [];
}

/** The answer for a whole transcript, or the combination of part answers. */
export class LlmAnswer extends LlmPartAnswer {
  @IsNotEmpty({ message: 'title is empty' }) @IsString({ message: 'title is not a string' }) @Trimmed()
  title!: string;

  @IsString({ message: 'description is not a string' }) @Trimmed()
  description!: string;

  @IsString({ message: 'speaker is not a string' }) @Trimmed()
  speaker!: string;
}

/** The model's reply (a JSON text) as an instance of `answer`, or ModelAnswerError saying what is wrong with it. */
export function readModelAnswer<T extends LlmPartAnswer>(answer: new () => T, content: string | null | undefined): T {
  if (!content) throw new ModelAnswerError('model answer is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new ModelAnswerError('model answer is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ModelAnswerError('model answer is not an object');
  try {
    return parsePayload(answer, parsed);
  } catch (error) {
    if (error instanceof AppError) throw new ModelAnswerError(`model answer: ${error.message}`);
    throw error;
  }
}
