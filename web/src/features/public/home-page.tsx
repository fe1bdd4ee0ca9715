import { useEffect, useMemo, useState } from 'react';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { siteConfig } from '@/config/site';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePublicPages, usePublicStats } from './api/public-pages';
import { useSearchMoments } from './api/search-moments';
import { ContentGrid } from './components/content-grid';
import { HomeHero } from './components/home-hero';
import { LoadMore } from './components/load-more';
import { SiteFooter } from './components/site-footer';
import { heroStats } from './lib/library-stats';

/** Public library home: hero with search, then the published items as cards, a page at a time. */
export function HomePage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const searching = q !== '';
  const pages = usePublicPages({ q });
  const stats = usePublicStats();
  const { data: hits, isFetching: hitsFetching } = useSearchMoments(q);
  // Lectures whose title, speaker, tags or description match, then those where the words were only said.
  const results = useMemo(() => {
    const listed = pages.data?.pages.flatMap((page) => page.items) ?? [];
    if (!searching || !hits) return listed;
    const shown = new Set(listed.map((item) => item.id));
    return [...listed, ...hits.filter((hit) => !shown.has(hit.id))];
  }, [pages.data, searching, hits]);
  const moments = useMemo(() => new Map((searching && hits ? hits : []).map((hit) => [hit.id, hit.passages])), [hits, searching]);
  const settling = search.trim() !== q || (pages.isFetching && !pages.isFetchingNextPage) || (searching && hitsFetching);

  useEffect(() => {
    document.title = `${siteConfig.name} - ${siteConfig.tagline}`;
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="absolute top-0 right-0 px-3 py-3">
        <ThemeToggle />
      </header>
      <HomeHero search={search} onSearchChange={setSearch} stats={stats.data ? heroStats(stats.data) : undefined} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-10" aria-busy={settling} data-testid="home-results">
        <h2 className="mb-5 text-xl font-semibold tracking-tight sm:text-2xl" data-testid="home-heading">
          {searching ? `Search Results (${results.length})` : 'Latest Content'}
        </h2>
        <ContentGrid items={results} isLoading={pages.isPending} isError={pages.isError} searching={searching} moments={moments} />
        <LoadMore visible={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoad={() => void pages.fetchNextPage()} />
      </main>
      <SiteFooter />
    </div>
  );
}
