import { Type } from 'class-transformer';
import { IsArray, IsIn, IsNumber, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import type { Analysis, Chapter, QnaItem, SourceReference } from './analysis.types';

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
}

/** True only when A and B have the same fields with the same types (optional ones included). */
type Same<A, B> = [Required<A>] extends [Required<B>] ? ([Required<B>] extends [Required<A>] ? true : false) : false;
const sameFields: [Same<QnaItem, QnaItemPayload>, Same<SourceReference, SourceReferencePayload>, Same<Chapter, ChapterPayload>, Same<Analysis, AnalysisPayload>] = [
  true,
  true,
  true,
  true,
];
void sameFields;
