import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, FileAudio, Hourglass, Loader2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatHoursMinutes } from '@/lib/format';
import { useAdminContent } from '../api/get-admin-content';
import { useUser } from '../auth/api/get-me';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { can } from '../lib/permissions';
import { AdminContentCard } from './admin-content-card';
import { DashboardFilterCard } from './dashboard-filter-card';
import { EMPTY_FILTER, filterByDateRange, isFilterActive, speakersOf, type DashboardFilter } from './dashboard-filter-model';
import { QuickActionsCard, RecentActivityCard } from './dashboard-side-cards';
import { StatCard } from './stat-card';
import { useApproveWithToast } from './use-approve-with-toast';

const PREVIEW_SIZE = 6;

export function DashboardPage() {
  const { data: user } = useUser();
  const [filter, setFilter] = useState<DashboardFilter>(EMPTY_FILTER);
  const search = useDebouncedValue(filter.search);
  const all = useAdminContent();
  const filtered = useAdminContent({ q: search, status: filter.status, tags: filter.tags, speaker: filter.speaker });
  const { approve, isPending: approving } = useApproveWithToast();

  const items = useMemo(() => all.data ?? [], [all.data]);
  const results = useMemo(() => filterByDateRange(filtered.data ?? [], filter.dateRange), [filtered.data, filter.dateRange]);
  const speakers = useMemo(() => speakersOf(items), [items]);

  if (all.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading dashboard...
      </p>
    );
  }
  if (all.isError) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
        Failed to load dashboard data. Please try again.
      </p>
    );
  }

  const pending = items.filter((item) => item.status === 'pending').length;
  const active = isFilterActive(filter);
  const mayApprove = can(user, 'approve');

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="text-muted-foreground">Manage and review your content library</p>
        </div>
        {can(user, 'upload') && (
          <Button asChild>
            <Link to={paths.upload.getHref()}>
              <Upload aria-hidden />
              Upload Content
            </Link>
          </Button>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard title="Total Content" value={items.length} icon={FileAudio} />
        <StatCard title="Pending Review" value={pending} icon={Hourglass} trend={pending > 0 ? `${pending} items` : undefined} />
        <StatCard title="Processing" value={items.filter((i) => i.status === 'processing').length} icon={Loader2} />
        <StatCard title="Published" value={items.filter((i) => i.status === 'approved').length} icon={CheckCircle2} />
        <StatCard
          title="Total Duration"
          value={formatHoursMinutes(items.reduce((sum, i) => sum + (i.durationSeconds ?? 0), 0))}
          icon={Clock}
        />
      </div>

      <DashboardFilterCard filter={filter} onChange={setFilter} speakers={speakers} />

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <RecentActivityCard items={items} />
        <QuickActionsCard />
      </div>

      {filtered.isError && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load dashboard data. Please try again.
        </p>
      )}
      {results.length > 0 ? (
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-4">
            <CardTitle className="text-base">
              Content Library{' '}
              {active && <span className="font-normal text-muted-foreground">({results.length} filtered results)</span>}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {results.slice(0, PREVIEW_SIZE).map((item) => (
                <AdminContentCard key={item.id} content={item} onApprove={mayApprove ? approve : undefined} approving={approving} />
              ))}
            </div>
            <Button asChild variant="outline" className="justify-self-center">
              <Link to={paths.admin.library.getHref()}>View All Content ({results.length})</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        !filtered.isPending && (
          <Card>
            <CardContent className="p-6 text-center text-sm text-muted-foreground">
              {active ? 'No content matches these filters. Clear a filter to see more.' : 'No content yet. Upload a lecture to get started.'}
            </CardContent>
          </Card>
        )
      )}
    </div>
  );
}
