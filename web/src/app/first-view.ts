import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { contentItemQueryOptions } from '@/features/content-page/api/get-content-item';
import { publicPagesQueryOptions, publicStatsQueryOptions } from '@/features/public/api/public-pages';

/**
 * The pages a visitor most often lands on, rendered on the server with their data: the home
 * page (first page of the list and the hero's figures) and a lecture's page. The queries are
 * the pages' own, so the browser's cache gets the same keys. Null for any other page.
 */
export function fetchFirstViewData(client: QueryClient, pathname: string): Promise<unknown> | null {
  if (matchPath(paths.home.path, pathname)) {
    return Promise.all([client.fetchInfiniteQuery(publicPagesQueryOptions({})), client.fetchQuery(publicStatsQueryOptions())]);
  }
  const address = matchPath(paths.content.path, pathname)?.params.idOrSlug;
  return address ? client.fetchQuery(contentItemQueryOptions(address)) : null;
}
