import type { QueryClient } from '@tanstack/react-query';

/** Every content query's key starts with a path under /api/content. */
export const CONTENT_PATH = '/api/content';

/** SPEC section 7: after a write, content queries under /api/content refresh. */
export function invalidateContentQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(CONTENT_PATH),
  });
}
