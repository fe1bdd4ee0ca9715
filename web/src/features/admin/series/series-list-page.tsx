import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate, formatDuration } from '@/lib/format';
import type { SeriesSummary } from '@/types/api';
import { useUser } from '../auth/api/get-me';
import { errorMessage } from '../lib/error-message';
import { can } from '../lib/permissions';
import { useCreateSeries, useSeriesList } from './series-api';
import { SeriesDetailsForm } from './series-details-form';

function SeriesRow({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation('admin-records');
  return (
    <li className="border-t py-3 first:border-t-0" data-testid="series-row">
      <Link to={paths.admin.seriesEdit.getHref(series.id)} className="grid gap-1 rounded-md hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <bdi>{series.title}</bdi>
          <Badge variant="outline">{series.status === 'complete' ? t('seriesStatus.complete') : t('seriesStatus.ongoing')}</Badge>
        </span>
        <span className="text-sm text-muted-foreground">
          {t('seriesList.row', { parts: t('series.parts', { count: series.partCount }), duration: formatDuration(series.totalDurationSeconds), date: formatDate(series.updatedAt) })}
        </span>
      </Link>
    </li>
  );
}

/** /admin/series: every series, and a card to start a new one. */
export function SeriesListPage() {
  const { t } = useTranslation('admin-records');
  const { data: user } = useUser();
  const list = useSeriesList();
  const create = useCreateSeries();
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('seriesList.title')}</h1>
        <p className="text-muted-foreground">{t('seriesList.subtitle')}</p>
      </div>
      {can(user, 'upload') && (
        <Card>
          <CardHeader>
            <CardTitle>{t('seriesList.newSeries')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SeriesDetailsForm
              idPrefix="new-series"
              submitLabel={t('seriesList.create')}
              pending={create.isPending}
              error={create.isError ? (errorMessage(create.error) ?? t('seriesList.createFailed')) : null}
              onSubmit={(fields) => create.mutate(fields, { onSuccess: (series) => void navigate(paths.admin.seriesEdit.getHref(series.id)) })}
            />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('seriesList.all')}</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isError && (
            <p role="alert" className="text-sm text-destructive">
              {t('seriesList.loadFailed')}
            </p>
          )}
          {list.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('seriesList.empty')}</p>}
          <ul>{list.data?.map((s) => <SeriesRow key={s.id} series={s} />)}</ul>
        </CardContent>
      </Card>
    </div>
  );
}
