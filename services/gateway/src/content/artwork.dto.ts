import { ApiPropertyOptional } from '@nestjs/swagger';
import { ARTWORK_VARIANT_NAMES, type ArtworkVariant } from '@lectures/proto';
import { IsIn, IsOptional, Matches } from 'class-validator';

export class ArtworkQuery {
  @ApiPropertyOptional({ enum: ARTWORK_VARIANT_NAMES, default: 'social', description: 'social: 960x960 (social cards); card: 640x360 (cards, content page)' })
  @IsIn(ARTWORK_VARIANT_NAMES, { message: `variant must be one of ${ARTWORK_VARIANT_NAMES.join(', ')}` }) @IsOptional()
  variant?: ArtworkVariant;

  @ApiPropertyOptional({ description: "the pictures' version as the item's artworkUrl and socialImageUrl carry it; with the current one the answer is cached as immutable" })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'v must be a version as artwork URLs carry it' }) @IsOptional()
  v?: string;
}
