import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, FileAudio, Hourglass, Loader2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatHoursMinutes, formatNumber } from '@/lib/format';
import { useAdminContent } from '../api/get-admin-content';
import { useContentStats } from '../api/get-content-stats';
import { useUser } from '../auth/api/get-me';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { can } from '../lib/permissions';
import { AdminContentCard } from './admin-content-card';
import { DashboardFilterCard } from './dashboard-filter-card';
import { EMPTY_FILTER, isFilterActive, sinceOf, type DashboardFilter } from './dashboard-filter-model';
import { QuickActionsCard, RecentActivityCard } from './dashboard-side-cards';
import { StatCard } from './stat-card';
import { useApproveWithToast } from './use-approve-with-toast';

const PREVIEW_SIZE = 6;
const RECENT_SIZE = 5;

export function DashboardPage() {
  const { t } = useTranslation('admin-library');
  const { data: user } = useUser();
  const [filter, setFilter] = useState<DashboardFilter>(EMPTY_FILTER);
  const search = useDebouncedValue(filter.search);
  // The server counts and pages: the dashboard never downloads the whole library.
  const since = useMemo(() => sinceOf(filter.dateRange), [filter.dateRange]);
  const selection = { q: search, status: filter.status, tags: filter.tags, speaker: filter.speaker, since };
  const all = useContentStats();
  const recent = useAdminContent({ limit: RECENT_SIZE });
  const filtered = useAdminContent({ ...selection, limit: PREVIEW_SIZE });
  const matched = useContentStats(selection);
  const { approve, isPending: approving } = useApproveWithToast();

  const results = filtered.data ?? [];
  const resultCount = matched.data?.total ?? results.length;
  const speakers = useMemo(() => (all.data?.speakers ?? []).map((s) => s.speaker).sort((a, b) => a.localeCompare(b)), [all.data]);

  if (all.isPending || recent.isPending || filtered.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('dashboard.loading')}
      </p>
    );
  }
  if (all.isError) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
        {t('dashboard.loadFailed')}
      </p>
    );
  }

  const { byStatus, total, totalDurationSeconds } = all.data;
  const pending = byStatus.pending;
  const active = isFilterActive(filter);
  const mayApprove = can(user, 'approve');

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('dashboard.title')}</h1>
          <p className="text-muted-foreground">{t('dashboard.subtitle')}</p>
        </div>
        {can(user, 'upload') && (
          <Button asChild>
            <Link to={paths.upload.getHref()}>
              <Upload aria-hidden />
              {t('dashboard.upload')}
            </Link>
          </Button>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard title={t('dashboard.stats.total')} value={formatNumber(total)} icon={FileAudio} />
        <StatCard
          title={t('dashboard.stats.pending')}
          value={formatNumber(pending)}
          icon={Hourglass}
          trend={pending > 0 ? t('dashboard.stats.pendingItems', { count: pending, formatted: formatNumber(pending) }) : undefined}
        />
        <StatCard title={t('dashboard.stats.processing')} value={formatNumber(byStatus.processing)} icon={Loader2} />
        <StatCard title={t('dashboard.stats.published')} value={formatNumber(byStatus.approved)} icon={CheckCircle2} />
        <StatCard title={t('dashboard.stats.totalDuration')} value={formatHoursMinutes(totalDurationSeconds)} icon={Clock} />
      </div>

      <DashboardFilterCard filter={filter} onChange={setFilter} speakers={speakers} />

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <RecentActivityCard items={recent.data ?? []} />
        <QuickActionsCard />
      </div>

      {filtered.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('dashboard.loadFailed')}
        </p>
      )}
      {results.length > 0 ? (
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-4">
            <CardTitle className="text-base">
              {t('dashboard.library')}{' '}
              {active && (
                <span className="font-normal text-muted-foreground">
                  {t('dashboard.filteredResults', { count: resultCount, formatted: formatNumber(resultCount) })}
                </span>
              )}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {results.map((item) => (
                <AdminContentCard key={item.id} content={item} onApprove={mayApprove ? approve : undefined} approving={approving} />
              ))}
            </div>
            <Button asChild variant="outline" className="justify-self-center">
              <Link to={paths.admin.library.getHref()}>{t('dashboard.viewAll', { formatted: formatNumber(resultCount) })}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        !filtered.isPending && (
          <Card>
            <CardContent className="p-6 text-center text-sm text-muted-foreground">
              {active ? t('dashboard.noMatches') : t('dashboard.empty')}
            </CardContent>
          </Card>
        )
      )}
    </div>
  );
}
