import { useEffect, useMemo, useState } from 'react';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { siteConfig } from '@/config/site';
import { usePublicContent } from './api/get-public-content';
import { useSearchMoments } from './api/search-moments';
import { ContentGrid } from './components/content-grid';
import { HomeHero } from './components/home-hero';
import { SiteFooter } from './components/site-footer';
import { filterContent } from './lib/filter-content';
import { libraryStats } from './lib/library-stats';

/** Public library home: hero with search, then the published items as cards. */
export function HomePage() {
  const [search, setSearch] = useState('');
  const { data, isLoading, isError } = usePublicContent();
  const items = useMemo(() => data ?? [], [data]);
  const searching = search.trim() !== '';
  const { data: hits } = useSearchMoments(search);
  // What the page matches at once, then lectures where the words were only said (from the server).
  const results = useMemo(() => {
    const local = filterContent(items, search);
    if (!searching || !hits) return local;
    const shown = new Set(local.map((item) => item.id));
    return [...local, ...hits.filter((hit) => !shown.has(hit.id))];
  }, [items, search, searching, hits]);
  const moments = useMemo(() => new Map((searching && hits ? hits : []).map((hit) => [hit.id, hit.passages])), [hits, searching]);

  useEffect(() => {
    document.title = `${siteConfig.name} - ${siteConfig.tagline}`;
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="absolute top-0 right-0 px-3 py-3">
        <ThemeToggle />
      </header>
      <HomeHero search={search} onSearchChange={setSearch} stats={data ? libraryStats(items) : undefined} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-10">
        <h2 className="mb-5 text-xl font-semibold tracking-tight sm:text-2xl" data-testid="home-heading">
          {searching ? `Search Results (${results.length})` : 'Latest Content'}
        </h2>
        <ContentGrid items={results} isLoading={isLoading} isError={isError} searching={searching} moments={moments} />
      </main>
      <SiteFooter />
    </div>
  );
}
