import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTENT_LANGUAGES, MAX_PARTS_PER_ADD, SERIES_STATUSES, type ContentLanguage, type SeriesStatus } from '@lectures/proto';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ContentResponse, LANGUAGE_MESSAGE } from '../content/content.dto';

export class CreateSeriesDto {
  @ApiProperty({ maxLength: 300 })
  @IsString({ message: 'Title is required.' }) @MaxLength(300, { message: 'Title is at most 300 characters.' })
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10000 })
  @IsOptional() @IsString() @MaxLength(10000, { message: 'Description is at most 10,000 characters.' })
  description?: string | null;

  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, nullable: true })
  @IsOptional() @IsIn(CONTENT_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: ContentLanguage | null;

  @ApiPropertyOptional({ enum: SERIES_STATUSES, description: 'ongoing (default) or complete' })
  @IsOptional() @IsIn(SERIES_STATUSES, { message: "Status must be 'ongoing' or 'complete'" })
  status?: SeriesStatus;
}

export class UpdateSeriesDto {
  @ApiPropertyOptional({ maxLength: 300 })
  @ValidateIf((_, v) => v !== undefined) @IsString({ message: 'Title is required.' }) @MaxLength(300, { message: 'Title is at most 300 characters.' })
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10000 })
  @IsOptional() @IsString() @MaxLength(10000, { message: 'Description is at most 10,000 characters.' })
  description?: string | null;

  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, nullable: true })
  @IsOptional() @IsIn(CONTENT_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: ContentLanguage | null;

  @ApiPropertyOptional({ enum: SERIES_STATUSES })
  @ValidateIf((_, v) => v !== undefined) @IsIn(SERIES_STATUSES, { message: "Status must be 'ongoing' or 'complete'" })
  status?: SeriesStatus;
}

export class AddPartsDto {
  @ApiProperty({ type: [String], description: `lecture ids, appended in this order (at most ${MAX_PARTS_PER_ADD})` })
  @IsArray({ message: 'contentIds must be a list of lecture ids' })
  @ArrayMinSize(1, { message: 'Choose at least one lecture' })
  @ArrayMaxSize(MAX_PARTS_PER_ADD, { message: `At most ${MAX_PARTS_PER_ADD} lectures at once` })
  @ArrayUnique({ message: 'A lecture is listed twice' })
  @IsUUID('all', { each: true, message: 'Invalid content id' })
  contentIds!: string[];
}

export class MovePartDto {
  @ApiProperty({ minimum: 1, description: 'the part number it takes; the parts between shift by one (beyond the last: last)' })
  @IsInt({ message: 'Part must be a whole number' }) @Min(1, { message: 'Part must be 1 or more' }) @Max(100000)
  part!: number;
}

export class SeriesListQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'most recently updated first; 100 unless told' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' }) @Max(100, { message: 'limit must be at most 100' })
  limit?: number;

  @ApiPropertyOptional({ maxLength: 200, description: 'only series whose title or description holds every word (case, accents and Arabic letter forms aside)' })
  @IsOptional() @IsString() @MaxLength(200, { message: 'q is at most 200 characters' })
  q?: string;
}

export class SeriesSummaryResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'readable, unique and fixed when made; Arabic stays Arabic (percent-encoded in URLs)' }) slug!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: CONTENT_LANGUAGES, nullable: true }) language!: string | null;
  @ApiProperty({ enum: SERIES_STATUSES }) status!: SeriesStatus;
  @ApiProperty({ type: String, nullable: true, description: 'version of the picture staff uploaded; null: none (the drawn artwork)' }) artworkVersion!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the uploaded picture, 960x960 JPEG (series page, cards); null: none uploaded' }) artworkUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'the uploaded picture, 1400x1400 JPEG (podcast channel image); null: none uploaded' }) podcastImageUrl!: string | null;
  @ApiProperty({ description: 'parts shown (published ones for visitors)' }) partCount!: number;
  @ApiProperty({ description: 'seconds of the parts shown' }) totalDurationSeconds!: number;
  @ApiProperty() createdBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class SeriesPartResponse {
  @ApiProperty({ description: 'its number in the series (staff set the order)' }) part!: number;
  @ApiProperty({ type: ContentResponse }) content!: ContentResponse;
}

export class SeriesResponse extends SeriesSummaryResponse {
  @ApiProperty({ type: [SeriesPartResponse] }) parts!: SeriesPartResponse[];
  @ApiProperty({ description: "the highest part number ('Part 7 of 40')" }) lastPart!: number;
}

export class DeleteSeriesResponse {
  @ApiProperty() id!: string;
  @ApiProperty() deleted!: true;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'lectures it held, kept and now in no series' }) keptLectures!: number;
}

class NeighbourResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'its readable address (/content/{slug})' }) slug!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty() part!: number;
}

class PlacedSeriesResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() lastPart!: number;
}

export class SeriesPlacementResponse {
  @ApiProperty({ type: PlacedSeriesResponse, nullable: true, description: 'null: in no series' }) series!: PlacedSeriesResponse | null;
  @ApiProperty({ type: Number, nullable: true }) part!: number | null;
  @ApiProperty({ type: NeighbourResponse, nullable: true, description: 'the published part before' }) previous!: NeighbourResponse | null;
  @ApiProperty({ type: NeighbourResponse, nullable: true, description: 'the published part after' }) next!: NeighbourResponse | null;
}
