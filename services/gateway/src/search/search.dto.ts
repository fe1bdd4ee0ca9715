import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { SEARCH_MAX_LIMIT } from '@lectures/proto';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { toList } from '../content/content.dto';

/** GET /api/search: `q` in web-search syntax ("a phrase", -word, or). */
export class SearchQuery {
  @ApiProperty({ example: '"patience in hardship" -fasting' })
  @MaxLength(200, { message: 'q must be at most 200 characters' }) @MinLength(1, { message: 'q is required' }) @IsString({ message: 'q is required' })
  q!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_MAX_LIMIT, default: 20 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' })
  @Max(SEARCH_MAX_LIMIT, { message: `limit must be at most ${SEARCH_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'opaque: the nextCursor of the previous page' })
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ description: 'comma-separated tags; items with any of them match' })
  @IsOptional() @Transform(toList) @IsArray() @ArrayMaxSize(20) @IsString({ each: true })
  tags?: string[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;
}
