import { useEffect } from 'react';
import { Loader2 } from 'lucide-react';
import { siteConfig } from '@/config/site';
import { ContentHeader } from '@/components/content-header';
import { useRecentSeries } from './api/get-series';
import { SeriesList } from './components/series-list';
import { SiteFooter } from './components/site-footer';

/** The most series the index shows at once (most recently updated first). */
const INDEX_SIZE = 100;

/** /series: every series with published parts, most recently updated first. */
export function SeriesIndexPage() {
  const { data, isPending, isError } = useRecentSeries(INDEX_SIZE);
  useEffect(() => {
    document.title = `Series - ${siteConfig.name}`;
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl" data-testid="series-index-title">
          Series
        </h1>
        {isPending && (
          <div className="flex justify-center py-16" role="status">
            <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
            <span className="sr-only">Loading series...</span>
          </div>
        )}
        {isError && (
          <p role="alert" className="text-destructive">
            Failed to load series. Please try again.
          </p>
        )}
        {data?.length === 0 && <p className="text-muted-foreground">No series published yet.</p>}
        {data && data.length > 0 && <SeriesList series={data} />}
      </main>
      <SiteFooter />
    </div>
  );
}
