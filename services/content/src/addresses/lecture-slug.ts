import { slugOf } from '../series/series-slug';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NUMBER = /^[1-9]\d{0,8}$/;

/**
 * Words the API answers under `/api/content/public/…` beside a lecture's address: a lecture
 * titled 'Stats' must not hide the library's figures, so it gets 'stats-2'.
 */
const RESERVED = new Set(['stats', 'search', 'facets', 'series', 'feed', 'admin']);

/** A lecture's address from its title: the series' rule (Arabic kept as Arabic), 'lecture' for a title with no letters. */
export function lectureSlugOf(title: string): string {
  const slug = slugOf(title, 'lecture');
  // An address shaped like an id would be read as one.
  return UUID.test(slug) ? `lecture-${slug}` : slug;
}

/** Whether `base` itself may be an address (reserved words always take a number). */
export function mayStandAlone(base: string): boolean {
  return !RESERVED.has(base);
}

/** The numbered form of an address whose plain form is taken: 'tafsir-2'. */
export function numbered(base: string, n: number): string {
  return `${base}-${n}`;
}

/** The number of a numbered form of `base` ('tafsir-3' → 3), or null when `slug` is not one. */
export function numberOf(base: string, slug: string): number | null {
  if (!slug.startsWith(`${base}-`)) return null;
  const tail = slug.slice(base.length + 1);
  return NUMBER.test(tail) ? Number(tail) : null;
}

/** Whether `slug` is `base` or one of its numbered forms: the title still says what the address says. */
export function isSlugOf(base: string, slug: string | null | undefined): boolean {
  if (!slug) return false;
  return (slug === base && mayStandAlone(base)) || numberOf(base, slug) !== null;
}
