import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTENT_STATUSES, MEDIA_TYPES, type ContentStatus } from '@lectures/proto';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/** The content item as the API returns it (SPEC section 3). */
export class ContentResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) speaker!: string | null;
  @ApiProperty({ type: Number, nullable: true }) durationSeconds!: number | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiProperty({ enum: MEDIA_TYPES }) mediaType!: string;
  @ApiProperty({ type: String, nullable: true }) mediaUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) mediaFileSize!: number | null;
  @ApiProperty({ type: String, nullable: true }) mediaMimeType!: string | null;
  @ApiProperty({ type: String, nullable: true }) videoThumbnailUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) videoWidth!: number | null;
  @ApiProperty({ type: Number, nullable: true }) videoHeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) videoFrameRate!: number | null;
  @ApiProperty({ type: String, nullable: true }) audioUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) audioFileSize!: number | null;
  @ApiProperty({ type: String, nullable: true }) audioMimeType!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null in lists' }) transcriptText!: string | null;
  @ApiProperty({ type: Number, nullable: true }) transcriptLength!: number | null;
  @ApiProperty({ type: Object, nullable: true }) aiMetadata!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) fileCreatedAt!: string | null;
  @ApiProperty() uploadedBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) directMediaUrl?: string | null;
}

export class AdminContentResponse {
  @ApiProperty({ type: [ContentResponse] }) content!: ContentResponse[];
}

export class DeleteContentResponse {
  @ApiProperty() id!: string;
  @ApiProperty() deleted!: true;
}

/** `a,b` or repeated `?x=a&x=b` both become a list. */
export const toList = ({ value }: { value: unknown }): unknown => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
};

export class AdminContentQuery {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'comma-separated statuses', example: 'pending,completed' })
  @IsOptional() @Transform(toList) @IsArray() @IsIn(CONTENT_STATUSES, { each: true, message: `status must be one of ${CONTENT_STATUSES.join(', ')}` })
  status?: ContentStatus[];

  @ApiPropertyOptional({ description: 'comma-separated tags; items with any of them match' })
  @IsOptional() @Transform(toList) @IsArray() @ArrayMaxSize(50) @IsString({ each: true })
  tags?: string[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;
}

export class UpdateContentDto {
  @ApiPropertyOptional()
  // class-validator checks bottom-up: the type first, then the length.
  @MaxLength(500, { message: 'Title must be at most 500 characters' }) @IsString({ message: 'Title is required.' }) @ValidateIf((_, v) => v !== undefined)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @MaxLength(10000) @IsString({ message: 'Description must be text' }) @ValidateIf((_, v) => v !== null) @IsOptional()
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @MaxLength(200) @IsString({ message: 'Speaker must be text' }) @ValidateIf((_, v) => v !== null) @IsOptional()
  speaker?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @MaxLength(100, { each: true }) @IsString({ each: true, message: 'Tags must be a list of text' }) @ArrayMaxSize(50) @IsArray({ message: 'Tags must be a list of text' }) @ValidateIf((_, v) => v !== undefined)
  tags?: string[];

  @ApiPropertyOptional({ enum: ['approved'] })
  @ValidateIf((_, v) => v !== undefined) @IsIn(['approved'], { message: "status can only be set to 'approved'" })
  status?: 'approved';
}
