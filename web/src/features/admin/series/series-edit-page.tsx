import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ExternalLink, Loader2, Rss } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import type { Series } from '@/types/api';
import { useUser } from '../auth/api/get-me';
import { errorMessage } from '../lib/error-message';
import { canOnSeries } from '../lib/permissions';
import { AddLecturesCard } from './add-lectures-card';
import { useDeleteSeries, useSeries, useUpdateSeries } from './series-api';
import { SeriesArtworkCard } from './series-artwork-card';
import { SeriesDetailsForm } from './series-details-form';
import { SeriesPartsList } from './series-parts-list';
import { SeriesSpeakersCard } from '../speakers/series-speakers-card';

function DeleteSeriesButton({ series }: { series: Series }) {
  const { t } = useTranslation('admin-records');
  const remove = useDeleteSeries();
  const navigate = useNavigate();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          {t('seriesEdit.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('seriesEdit.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('seriesEdit.deleteDescription', { count: series.parts.length })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('seriesEdit.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(series.id, { onSuccess: () => void navigate(paths.admin.series.getHref()) })}>{t('seriesEdit.confirmDelete')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DetailsCard({ series }: { series: Series }) {
  const { t } = useTranslation('admin-records');
  const update = useUpdateSeries(series.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('seriesEdit.details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <SeriesDetailsForm
          key={series.updatedAt}
          idPrefix="series"
          initial={{ title: series.title, description: series.description, language: series.language, status: series.status }}
          submitLabel={t('seriesEdit.save')}
          pending={update.isPending}
          error={update.isError ? (errorMessage(update.error) ?? t('seriesEdit.saveFailed')) : null}
          onSubmit={(fields) => update.mutate(fields)}
        />
      </CardContent>
    </Card>
  );
}

/** /admin/series/:id: the series' details, its parts in order, and lectures to add. */
export function SeriesEditPage() {
  const { t } = useTranslation('admin-records');
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const { data: series, isPending, isError } = useSeries(id);
  if (isPending) {
    return (
      <div className="flex justify-center py-24" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        <span className="sr-only">{t('seriesEdit.loading')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto grid max-w-5xl gap-2">
        <h1 className="text-2xl font-semibold">{t('seriesEdit.notFound')}</h1>
        <Link to={paths.admin.series.getHref()} className="text-primary hover:underline">
          {t('seriesEdit.back')}
        </Link>
      </div>
    );
  }
  const editable = canOnSeries(user, 'edit', series);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Link to={paths.admin.series.getHref()} className="text-sm text-muted-foreground hover:underline">
            {t('seriesEdit.breadcrumb')}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" dir="auto" data-testid="series-title">
            {series.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('seriesEdit.summary', { parts: t('series.parts', { count: series.parts.length }), duration: formatDuration(series.totalDurationSeconds) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.series.getHref(series.slug)} data-testid="series-public-link">
              <ExternalLink aria-hidden />
              {t('seriesEdit.publicPage')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <a href={`/feed.xml?${new URLSearchParams({ series: series.slug }).toString()}`}>
              <Rss aria-hidden />
              {t('seriesEdit.podcastFeed')}
            </a>
          </Button>
          {canOnSeries(user, 'delete', series) && <DeleteSeriesButton series={series} />}
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('seriesEdit.parts')}</CardTitle>
        </CardHeader>
        <CardContent>
          <SeriesPartsList series={series} canEdit={editable} />
        </CardContent>
      </Card>
      <SeriesSpeakersCard seriesId={series.id} editable={editable} />
      {editable && <AddLecturesCard series={series} />}
      {editable && <DetailsCard series={series} />}
      {editable && <SeriesArtworkCard series={series} />}
    </div>
  );
}
