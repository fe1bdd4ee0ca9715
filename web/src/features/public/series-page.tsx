import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ListOrdered, Loader2, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ContentHeader } from '@/components/content-header';
import { formatDuration, formatPlayerTime } from '@/lib/format';
import { readListeningPosition, type ListeningPosition } from '@/lib/listening-position';
import { cn } from '@/lib/utils';
import type { Series } from '@/types/api';
import { usePublicSeries } from './api/get-series';
import { SeriesSpeakers } from './components/series-speakers';
import { SiteFooter } from './components/site-footer';
import { Subscribe } from './components/subscribe';

/** The lecture page's address at a moment: `?t=` starts playback there. */
const partHref = (lecture: string | { id: string; slug?: string | null }, seconds = 0) => `${paths.content.getHref(lecture)}${seconds > 0 ? `?t=${seconds}` : ''}`;

function ResumeCard({ position }: { position: ListeningPosition }) {
  const { t } = useTranslation('public');
  return (
    <Card className="border-primary/40 bg-primary/5" data-testid="series-resume">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="text-sm">
          {position.seconds > 0 ? t('seriesPage.stoppedAtTime', { part: position.part, time: formatPlayerTime(position.seconds) }) : t('seriesPage.stoppedAt', { part: position.part })}
        </p>
        <Button asChild size="sm">
          <Link to={partHref(position.contentId, position.seconds)}>
            <PlayCircle aria-hidden />
            {t('seriesPage.continueListening')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SeriesBody({ series }: { series: Series }) {
  const { t } = useTranslation('public');
  // Read after mounting: the position lives in this browser only.
  const [position, setPosition] = useState<ListeningPosition | null>(null);
  useEffect(() => {
    const kept = readListeningPosition(series.id);
    setPosition(kept && series.parts.some((p) => p.content.id === kept.contentId) ? kept : null);
  }, [series]);
  const feed = `/feed.xml?${new URLSearchParams({ series: series.slug }).toString()}`;
  return (
    <div className="grid gap-6" data-testid="series-page">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* The picture staff uploaded; without one the page keeps its drawn look (icon and title). */}
        {series.artworkUrl && (
          <img
            src={series.artworkUrl}
            alt={t('seriesPage.artworkAlt', { title: series.title })}
            width={192}
            height={192}
            className="size-40 shrink-0 rounded-xl border object-cover shadow-sm sm:size-48"
            data-testid="series-artwork"
          />
        )}
        <div className="grid min-w-0 gap-2">
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ListOrdered className="size-4" aria-hidden />
            {t('seriesPage.kind')}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" dir="auto" data-testid="series-title">
            {series.title}
          </h1>
          <SeriesSpeakers slug={series.slug} />
          {series.description && (
            <p className="max-w-prose text-muted-foreground" dir="auto">
              {series.description}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <Badge variant="outline">{series.status === 'complete' ? t('seriesStatus.complete') : t('seriesStatus.ongoing')}</Badge>
            <span data-testid="series-figures">{t('seriesPage.figures', { count: series.parts.length, duration: formatDuration(series.totalDurationSeconds) })}</span>
            <Subscribe feed={feed} testId="series-feed-link" />
          </div>
        </div>
      </div>
      {position && <ResumeCard position={position} />}
      <ol className="grid gap-2" aria-label={t('seriesPage.parts')} data-testid="series-parts">
        {series.parts.map(({ part, content }) => {
          const current = position?.contentId === content.id;
          return (
            <li key={content.id}>
              <Link
                to={partHref(content)}
                className={cn('flex items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', current && 'border-primary/60')}
                data-testid="series-part"
              >
                <span className="w-16 shrink-0 text-sm font-medium text-muted-foreground tabular-nums">{t('seriesPage.part', { part })}</span>
                <span className="min-w-0 flex-1 truncate font-medium" dir="auto" data-testid="series-part-title">
                  {content.title}
                </span>
                {current && <Badge variant="secondary">{t('seriesPage.lastPlayed')}</Badge>}
                <span className="shrink-0 text-sm text-muted-foreground tabular-nums" data-testid="series-part-duration">
                  {formatDuration(content.durationSeconds ?? 0)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** /series/{slug}: a series' published parts in order, their durations and total, and where this browser stopped. */
export function SeriesPage() {
  const { t } = useTranslation('public');
  const { slug = '' } = useParams();
  const { data: series, isPending, isError } = usePublicSeries(slug);
  useEffect(() => {
    if (series) document.title = `${series.title} - ${t('common:brand.name')}`;
  }, [series, t]);
  let body;
  if (isPending) {
    body = (
      <div className="flex justify-center py-24" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        <span className="sr-only">{t('seriesPage.loading')}</span>
      </div>
    );
  } else if (isError) {
    body = (
      <div className="grid justify-items-center gap-3 py-24 text-center" data-testid="series-not-found">
        <h1 className="text-2xl font-semibold">{t('seriesPage.notFound')}</h1>
        <p className="text-muted-foreground">{t('seriesPage.notFoundText')}</p>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>{t('seriesPage.backToLibrary')}</Link>
        </Button>
      </div>
    );
  } else {
    body = <SeriesBody series={series} />;
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">{body}</main>
      <SiteFooter />
    </div>
  );
}
