import type { ResolveAddressRequest, SitemapChunksRequest, SitemapEntriesRequest } from './addresses.messages';
import type { ResolvedAddress, SitemapChunk, SitemapEntry } from './addresses.types';

export * from './addresses.types';
export * from './addresses.messages';

/** Lecture addresses and the sitemap's lists live in content, beside what they name. */
export const AddressPatterns = {
  resolve: 'content.address.resolve.v1',
  sitemapChunks: 'content.sitemap.chunks.v1',
  sitemapEntries: 'content.sitemap.entries.v1',
} as const;

export interface AddressRequests {
  /** null when no lecture has (or had) that address. */
  'content.address.resolve.v1': { request: ResolveAddressRequest; reply: ResolvedAddress | null };
  /** The published pages of a kind, cut into files of `size`: one chunk per file, in order. */
  'content.sitemap.chunks.v1': { request: SitemapChunksRequest; reply: SitemapChunk[] };
  'content.sitemap.entries.v1': { request: SitemapEntriesRequest; reply: SitemapEntry[] };
}
