import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PASSAGE_MAX_SECONDS, TRANSCRIPT_MAX_PASSAGES } from '@lectures/proto';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class TranscriptPassageDto {
  @ApiProperty({ description: 'Seconds into the recording' })
  @Max(PASSAGE_MAX_SECONDS, { message: 'start is past any recording' }) @Min(0, { message: 'start must be 0 or more' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'start must be a number of seconds' })
  start!: number;

  @ApiProperty({ description: 'Seconds into the recording' })
  @Max(PASSAGE_MAX_SECONDS, { message: 'end is past any recording' }) @Min(0, { message: 'end must be 0 or more' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'end must be a number of seconds' })
  end!: number;

  @ApiProperty()
  @MaxLength(5000, { message: 'A passage can hold at most 5000 characters: split it' }) @IsString({ message: 'text must be text' })
  text!: string;
}

/** PUT /api/content/{id}/transcript: the whole transcript, passage by passage. */
export class EditTranscriptDto {
  @ApiProperty({ type: [TranscriptPassageDto] })
  @ValidateNested({ each: true }) @Type(() => TranscriptPassageDto)
  @ArrayMaxSize(TRANSCRIPT_MAX_PASSAGES, { message: `A transcript has at most ${TRANSCRIPT_MAX_PASSAGES} passages` })
  @IsArray({ message: 'passages must be a list of passages' })
  passages!: TranscriptPassageDto[];
}

/** POST /api/content/{id}/reprocess may say whether staff's corrections survive it (they do by default). */
export class ContentActionDto {
  @ApiPropertyOptional({ description: 'reprocess only; default true' })
  @IsOptional() @IsBoolean({ message: 'keepEditedPassages must be true or false' })
  keepEditedPassages?: boolean;
}

class PassageChangeDto {
  @ApiProperty() start!: number;
  @ApiProperty() end!: number;
  @ApiProperty() before!: string;
  @ApiProperty() after!: string;
}

class TranscriptEditDto {
  @ApiProperty() by!: string;
  @ApiProperty() at!: string;
  @ApiProperty({ type: [PassageChangeDto] }) changes!: PassageChangeDto[];
}

export class TranscriptHistoryResponse {
  @ApiProperty({ type: [TranscriptEditDto] }) edits!: TranscriptEditDto[];
}
