import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ANALYSIS_FIELDS, type AnalysisField, type Analysis, type Chapter, type QnaItem, type SourceReference, type WithheldText } from './analysis.types';

/** Validation of analysis.types.ts, field for field (the assertions at the end keep them equal). */

export class QnaItemPayload implements QnaItem {
  @IsString()
  q!: string;

  @IsString()
  a!: string;

  @IsOptional() @IsNumber() @Min(0)
  startChar?: number;

  @IsOptional() @IsNumber() @Min(0)
  endChar?: number;

  @IsOptional() @IsNumber() @Min(0)
  startTimeSec?: number;

  @IsOptional() @IsNumber() @Min(0)
  endTimeSec?: number;

  @IsOptional() @IsNumber()
  confidence?: number;

  @IsOptional() @IsIn(['llm', 'rule'])
  source?: 'llm' | 'rule';
}

export class SourceReferencePayload implements SourceReference {
  @IsIn(['quran', 'hadith'])
  kind!: 'quran' | 'hadith';

  @IsString()
  label!: string;

  @IsOptional() @IsNumber()
  surah?: number;

  @IsOptional() @IsNumber()
  ayah?: number;

  @IsOptional() @IsString()
  collection?: string;

  @IsNumber() @Min(0)
  startTimeSec!: number;
}

export class ChapterPayload implements Chapter {
  @IsString()
  title!: string;

  @IsNumber() @Min(0)
  startTimeSec!: number;

  @IsBoolean()
  generated!: boolean;
}

export class WithheldTextPayload implements WithheldText {
  @IsIn(ANALYSIS_FIELDS)
  field!: AnalysisField;

  @IsString()
  text!: string;

  @IsString()
  term!: string;
}

export class AnalysisPayload implements Analysis {
  @IsOptional() @IsString()
  title?: string;

  @IsOptional() @IsString()
  description?: string;

  @IsOptional() @IsString()
  speaker?: string;

  @IsOptional() @IsArray() @IsString({ each: true })
  tags?: string[];

  @IsOptional() @IsString()
  summary?: string;

  @IsOptional() @IsArray() @IsString({ each: true })
  keyPoints?: string[];

  @IsOptional() @IsArray() @IsString({ each: true })
  topics?: string[];

  @IsOptional() @IsString()
  language?: string;

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => QnaItemPayload)
  qna?: QnaItemPayload[];

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => SourceReferencePayload)
  references?: SourceReferencePayload[];

  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ChapterPayload)
  chapters?: ChapterPayload[];

  @IsOptional() @IsString()
  analysedBy?: string;

  @IsOptional() @IsArray() @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => WithheldTextPayload)
  withheld?: WithheldTextPayload[];

  @IsOptional() @IsNumber() @Min(0) @Max(1)
  certainShare?: number;

  @IsOptional() @IsBoolean()
  tooUncertain?: boolean;
}

/** True only when A and B have the same fields with the same types (optional ones included). */
type Same<A, B> = [Required<A>] extends [Required<B>] ? ([Required<B>] extends [Required<A>] ? true : false) : false;
const sameFields: [Same<QnaItem, QnaItemPayload>, Same<SourceReference, SourceReferencePayload>, Same<Chapter, ChapterPayload>, Same<Analysis, AnalysisPayload>, Same<WithheldText, WithheldTextPayload>] = [
  true,
  true,
  true,
  true,
  true,
];
void sameFields;

/** A question and answer as staff write them: offsets and times are the finder's, not theirs. */
export class QnaEdit {
  @MaxLength(1000, { message: 'A question must be at most 1000 characters' }) @IsString({ message: 'A question must be text' })
  q!: string;

  @MaxLength(5000, { message: 'An answer must be at most 5000 characters' }) @IsString({ message: 'An answer must be text' })
  a!: string;
}

/**
 * A chapter as staff write it: where it starts and its title. Whether it is still the machine's
 * (`generated`) is the server's to say, so a value sent here is ignored.
 */
export class ChapterEdit {
  @Matches(/\S/, { message: 'A chapter needs a title' }) @MaxLength(200, { message: 'A chapter title must be at most 200 characters' }) @IsString({ message: 'A chapter title must be text' })
  title!: string;

  @Max(86_400, { message: 'A chapter must start within 24 hours' }) @Min(0, { message: 'A chapter cannot start before the recording' }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'A chapter start must be a number of seconds' })
  startTimeSec!: number;

  @IsOptional() @IsBoolean({ message: 'generated must be true or false' })
  generated?: boolean;
}

const LIST = (what: string) => ({ message: `${what} must be a list of text` });

/**
 * Staff's own values for analysis fields (`PATCH /api/content/{id}` `analysis`): each field given
 * becomes a person's (edited) and a later analysis leaves it alone. Language has its own field.
 */
export class AnalysisEdits {
  @IsOptional() @MaxLength(500, { message: 'The suggested title must be at most 500 characters' }) @IsString({ message: 'The suggested title must be text' })
  title?: string;

  @IsOptional() @MaxLength(10000, { message: 'The suggested description must be at most 10000 characters' }) @IsString({ message: 'The suggested description must be text' })
  description?: string;

  @IsOptional() @MaxLength(100, { each: true, message: 'A tag must be at most 100 characters' }) @IsString({ each: true, ...LIST('Suggested tags') }) @ArrayMaxSize(50, { message: 'At most 50 suggested tags' }) @IsArray(LIST('Suggested tags'))
  tags?: string[];

  @IsOptional() @MaxLength(10000, { message: 'The summary must be at most 10000 characters' }) @IsString({ message: 'The summary must be text' })
  summary?: string;

  @IsOptional() @MaxLength(1000, { each: true, message: 'A key point must be at most 1000 characters' }) @IsString({ each: true, ...LIST('Key points') }) @ArrayMaxSize(50, { message: 'At most 50 key points' }) @IsArray(LIST('Key points'))
  keyPoints?: string[];

  @IsOptional() @MaxLength(100, { each: true, message: 'A topic must be at most 100 characters' }) @IsString({ each: true, ...LIST('Topics') }) @ArrayMaxSize(50, { message: 'At most 50 topics' }) @IsArray(LIST('Topics'))
  topics?: string[];

  @IsOptional() @ValidateNested({ each: true }) @Type(() => QnaEdit) @ArrayMaxSize(100, { message: 'At most 100 questions and answers' }) @IsArray({ message: 'Questions and answers must be a list of {q, a}' })
  qna?: QnaEdit[];

  @IsOptional() @ValidateNested({ each: true }) @Type(() => SourceReferencePayload) @ArrayMaxSize(200, { message: 'At most 200 references' }) @IsArray({ message: 'References must be a list' })
  references?: SourceReferencePayload[];

  @IsOptional() @ValidateNested({ each: true }) @Type(() => ChapterEdit) @ArrayMaxSize(200, { message: 'At most 200 chapters' }) @IsArray({ message: 'Chapters must be a list of {title, startTimeSec}' })
  chapters?: ChapterEdit[];
}
