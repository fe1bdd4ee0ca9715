import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGE_MESSAGE } from '../content/content.dto';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@lectures/proto';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

export class UploadUrlResponse {
  @ApiProperty({ description: 'Send the file here with one plain PUT (presigned S3 or a signed gateway URL)' })
  uploadURL!: string;
}

/** SPEC section 3, media-upload request. */
export class MediaUploadDto {
  @ApiProperty({ description: 'The uploadURL the file was sent to' })
  @IsString({ message: 'mediaURL is required' }) @MaxLength(4096)
  mediaURL!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "Falls back to the file's title tag, else its name" })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString({ message: 'Title must be text' }) @MaxLength(500)
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString({ message: 'Description must be text' }) @MaxLength(10000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO date' })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsISO8601({}, { message: 'fileCreatedAt must be an ISO date' })
  fileCreatedAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString({ message: 'fileName must be text' }) @MaxLength(500)
  fileName?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'rounded seconds, or null when unknown' })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsInt({ message: 'durationSeconds must be whole seconds' }) @Min(0)
  @Max(2_147_483_647, { message: 'durationSeconds is too large' })
  durationSeconds?: number | null;

  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, nullable: true, description: 'The spoken language; absent: detected from the transcript' })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsIn(CONTENT_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: ContentLanguage | null;
}

export const UPLOAD_ACCEPTED_MESSAGE = 'Your upload is kept: the library is slow to answer, and its lecture will appear in the library shortly.';

/** 202 from PUT /api/media-uploads: the item is on its way. */
export class UploadAcceptedResponse {
  @ApiProperty({ example: UPLOAD_ACCEPTED_MESSAGE }) message!: string;
}
