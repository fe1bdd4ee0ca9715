import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight, ListOrdered, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { SeriesPlacement } from '@/types/api';

type Placed = SeriesPlacement & { series: NonNullable<SeriesPlacement['series']>; part: number };

export const isPlaced = (placement: SeriesPlacement | undefined): placement is Placed => Boolean(placement?.series && placement.part);

/** 'Part 7 of 40 in {series}', with the previous and next published parts. */
export function SeriesNav({ placement }: { placement: Placed }) {
  const { t } = useTranslation('content-page');
  const { series, part, previous, next } = placement;
  return (
    <nav aria-label={t('seriesNav.label')} data-testid="series-nav">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <ListOrdered className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span data-testid="series-position">
              {t('seriesNav.position', { part, last: series.lastPart })}{' '}
              <Link to={paths.series.getHref(series.slug)} className="font-medium text-primary hover:underline" dir="auto">
                {series.title}
              </Link>
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {previous && (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.content.getHref(previous)} aria-label={t('seriesNav.previousLabel', { part: previous.part, title: previous.title })} data-testid="series-previous">
                  <ChevronLeft aria-hidden className="rtl:rotate-180" />
                  {t('seriesNav.previous')}
                </Link>
              </Button>
            )}
            {next && (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.content.getHref(next)} aria-label={t('seriesNav.nextLabel', { part: next.part, title: next.title })} data-testid="series-next">
                  {t('seriesNav.next')}
                  <ChevronRight aria-hidden className="rtl:rotate-180" />
                </Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </nav>
  );
}

/** Shown when a part ends: go on with the next one (it starts playing). */
export function NextPartOffer({ next }: { next: NonNullable<SeriesPlacement['next']> }) {
  const { t } = useTranslation('content-page');
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4" data-testid="next-part-offer">
      <p className="min-w-0 text-sm">
        {t('seriesNav.upNext', { part: next.part })} <bdi className="font-medium">{next.title}</bdi>
      </p>
      <Button asChild size="sm">
        <Link to={paths.content.getHref(next)} state={{ autoplay: true }} data-testid="continue-next-part">
          <PlayCircle aria-hidden />
          {t('seriesNav.continueWithPart', { part: next.part })}
        </Link>
      </Button>
    </div>
  );
}
