/** A published lecture's page: its readable address, else its id (a lecture not given one yet). */
export function lecturePath(item: { id: string; slug?: string | null }): string {
  return `/content/${encodeURIComponent(item.slug ?? item.id)}`;
}

export function seriesPath(slug: string): string {
  return `/series/${encodeURIComponent(slug)}`;
}

export function speakerPath(slug: string): string {
  return `/speakers/${encodeURIComponent(slug)}`;
}
