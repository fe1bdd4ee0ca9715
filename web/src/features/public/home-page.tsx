import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRecentSeries } from './api/get-series';
import { usePublicSpeakers } from './api/get-speakers';
import { SpeakerList } from './components/speaker-list';
import { SeriesList } from './components/series-list';
import { LanguageSelect } from '@/components/language/language-select';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePublicPages, usePublicStats } from './api/public-pages';
import { useSearchMoments } from './api/search-moments';
import { ContentGrid } from './components/content-grid';
import { SeriesFacet } from './components/series-facet';
import { HomeHero } from './components/home-hero';
import { LoadMore } from '@/components/load-more';
import { SiteFooter } from './components/site-footer';
import { heroStats } from './lib/library-stats';

/** Series shown in the home page's row. */
const RECENT_SERIES = 6;

/** Public library home: hero with search, then the published items as cards, a page at a time. */
export function HomePage() {
  const { t } = useTranslation('public');
  // The words and the chosen series live in the address (?q=&series=), so a search can be shared.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(search.trim());
  const searching = q !== '';
  // The search answers from two letters; a series chosen with fewer has nothing to filter.
  const series = q.length >= 2 ? (params.get('series') ?? '') : '';
  const pages = usePublicPages({ q });
  const stats = usePublicStats();
  const recentSeries = useRecentSeries(RECENT_SERIES);
  const matchingSpeakers = usePublicSpeakers(q, RECENT_SERIES, searching);
  const found = useSearchMoments(q, series);
  const answer = found.data?.pages[0];
  // One page without a series; in one series, every page 'Load more' has read.
  const hits = useMemo(() => found.data?.pages.flatMap((page) => page.items), [found.data]);
  // Lectures whose title, speaker, tags or description match, then those where the words were only said;
  // in one series, the search's own ranking of its lectures.
  const results = useMemo(() => {
    if (series) return hits ?? [];
    const listed = pages.data?.pages.flatMap((page) => page.items) ?? [];
    if (!searching || !hits) return listed;
    const shown = new Set(listed.map((item) => item.id));
    return [...listed, ...hits.filter((hit) => !shown.has(hit.id))];
  }, [pages.data, searching, hits, series]);
  const moments = useMemo(() => new Map((searching && hits ? hits : []).map((hit) => [hit.id, hit.passages])), [hits, searching]);
  const settling = search.trim() !== q || (pages.isFetching && !pages.isFetchingNextPage) || (searching && found.isFetching && !found.isFetchingNextPage);
  // The next page of what is listed: the series' lectures when one is chosen (not while another series' stand in), else the library's.
  const more = series
    ? { visible: !found.isPlaceholderData && found.hasNextPage, loading: found.isFetchingNextPage, load: () => void found.fetchNextPage() }
    : { visible: pages.hasNextPage, loading: pages.isFetchingNextPage, load: () => void pages.fetchNextPage() };
  const matchingSeries = searching ? (answer?.series ?? []) : [];
  const facets = searching ? (answer?.facets.series ?? []) : [];

  // The settled words go to the address (replacing the entry: typing is not history); other words drop the series.
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);

  const chooseSeries = (slug: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (slug) next.set('series', slug);
      else next.delete('series');
      return next;
    });

  useEffect(() => {
    document.title = `${t('common:brand.name')} - ${t('common:brand.tagline')}`;
  }, [t]);

  return (
    <div className="flex min-h-dvh flex-col">
      {/* Over the hero's corner on wider screens; its own row on a phone, clear of the logo. */}
      <header className="flex items-center justify-end gap-1 px-3 py-3 sm:absolute sm:top-0 sm:end-0">
        <Link to={paths.speakersIndex.getHref()} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" data-testid="header-speakers-link">
          {t('nav.speakers')}
        </Link>
        <Link to={paths.seriesIndex.getHref()} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" data-testid="header-series-link">
          {t('nav.series')}
        </Link>
        <Link to={paths.topicsIndex.getHref()} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" data-testid="header-topics-link">
          {t('nav.topics')}
        </Link>
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <HomeHero search={search} onSearchChange={setSearch} stats={stats.data ? heroStats(stats.data) : undefined} />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-10" aria-busy={settling} data-testid="home-results">
        {searching && matchingSpeakers.data && matchingSpeakers.data.length > 0 && (
          <section className="mb-8 grid gap-4" aria-labelledby="matching-speakers-heading" data-testid="search-speakers">
            <h2 id="matching-speakers-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
              {t('home.speakersFound', { count: matchingSpeakers.data.length })}
            </h2>
            <SpeakerList speakers={matchingSpeakers.data} />
          </section>
        )}
        {matchingSeries.length > 0 && (
          <section className="mb-8 grid gap-4" aria-labelledby="matching-series-heading" data-testid="search-series">
            <h2 id="matching-series-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
              {t('home.seriesFound', { count: matchingSeries.length })}
            </h2>
            <SeriesList series={matchingSeries} />
          </section>
        )}
        <h2 className="mb-5 text-xl font-semibold tracking-tight sm:text-2xl" data-testid="home-heading">
          {searching ? t('home.searchResults', { count: results.length }) : t('home.latestContent')}
        </h2>
        {(facets.length > 0 || series !== '') && <SeriesFacet facets={facets} selected={series} onSelect={chooseSeries} complete={answer?.facets.seriesComplete ?? true} />}
        <ContentGrid items={results} isLoading={series ? !answer : pages.isPending} isError={series ? found.isError : pages.isError} searching={searching} moments={moments} />
        <LoadMore visible={more.visible} loading={more.loading} onLoad={more.load} />
        {/* Below the lectures, so arriving series never push the first view down. */}
        {!searching && recentSeries.data && recentSeries.data.length > 0 && (
          <section className="mt-10 grid gap-4" aria-labelledby="recent-series-heading" data-testid="home-series">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="recent-series-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
                {t('home.recentSeries')}
              </h2>
              <Link to={paths.seriesIndex.getHref()} className="text-sm text-primary hover:underline">
                {t('home.allSeries')}
              </Link>
            </div>
            <SeriesList series={recentSeries.data} />
          </section>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
