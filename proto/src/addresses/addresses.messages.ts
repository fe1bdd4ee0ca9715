import { IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { SITEMAP_KINDS, type SitemapKind } from './addresses.types';

/** The protocol's limit of addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_PER_FILE = 50_000;
/** At most this many entries travel in one reply; the gateway asks again for the rest of a file. */
export const SITEMAP_MAX_PER_REPLY = 10_000;

export class ResolveAddressRequest {
  /** A lecture's id, or any slug it has had (NFC, as the router decoded it). */
  @IsString() @MinLength(1) @MaxLength(400)
  address!: string;
}

export class SitemapChunksRequest {
  @IsIn(SITEMAP_KINDS)
  kind!: SitemapKind;

  /** Addresses per file. */
  @IsInt() @Min(1) @Max(SITEMAP_MAX_PER_FILE)
  size!: number;
}

export class SitemapEntriesRequest {
  @IsIn(SITEMAP_KINDS)
  kind!: SitemapKind;

  /** Entries are in a fixed order (oldest first, so earlier files stay as they were); skip this many. */
  @IsInt() @Min(0)
  offset!: number;

  @IsInt() @Min(1) @Max(SITEMAP_MAX_PER_REPLY)
  limit!: number;
}
