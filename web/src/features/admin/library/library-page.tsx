import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Clock, LayoutGrid, ListPlus, List, Mic, Search, Tags } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadMore } from '@/components/load-more';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatNumber, hoursRounded } from '@/lib/format';
import type { GroupBy } from '@proto/content/catalogue.types';
import { useContentStats } from '../api/get-content-stats';
import { StatCard } from '../dashboard/stat-card';
import { useLibraryGroups, useLibraryPages } from './library-api';
import { LibraryItems, type LibrarySelection } from './library-item';
import { useUser } from '../auth/api/get-me';
import { can } from '../lib/permissions';
import { AddToSeriesDialog } from '../series/add-to-series-dialog';
import type { Content } from '@/types/api';
import { groupPreviewSize, LIBRARY_STATUSES, POPULAR_TOPICS, SORT_OPTIONS, type LibrarySort, type LibraryView } from './library-model';

type Selection = { q: string; sort: LibrarySort; view: LibraryView; picked?: LibrarySelection };

function Loading() {
  const { t } = useTranslation('admin-library');
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label={t('library.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-32" />
      ))}
    </div>
  );
}

function Failed() {
  const { t } = useTranslation('admin-library');
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center">
      <p className="font-medium text-destructive">{t('library.loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{t('library.loadFailedHint')}</p>
    </div>
  );
}

/** The server's groups by topic or speaker, largest first, each with its first items. */
function Groups({ by, selection, active, empty, onViewAll }: { by: GroupBy; selection: Selection; active: boolean; empty: ReactNode; onViewAll: (name: string) => void }) {
  const { t } = useTranslation('admin-library');
  const size = groupPreviewSize(selection.view);
  const { data, isPending, isError } = useLibraryGroups(by, selection.q, selection.sort, size, active);
  if (isPending) return <Loading />;
  if (isError) return <Failed />;
  if (data.groups.length === 0) return empty;
  return (
    <div className="grid gap-8">
      {data.groups.map(({ name, count, items }) => (
        <section key={name} className="grid gap-3" aria-label={name} data-testid="library-group">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <bdi>{name}</bdi> <Badge variant="outline">{formatNumber(count)}</Badge>
          </h2>
          <LibraryItems items={items} view={selection.view} selection={selection.picked} />
          {count > items.length && (
            <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => onViewAll(name)}>
              {t('library.viewAllItems', { count, formatted: formatNumber(count) })}
            </Button>
          )}
        </section>
      ))}
      {data.total > data.groups.length && (
        <p className="text-sm text-muted-foreground">
          {t('library.hiddenGroups', { count: data.total - data.groups.length, formatted: formatNumber(data.total - data.groups.length) })}
        </p>
      )}
    </div>
  );
}

/** Every ready and published item in the order chosen, a page at a time. */
function AllContent({ selection, empty }: { selection: Selection; empty: ReactNode }) {
  const pages = useLibraryPages(selection.q, selection.sort);
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <Failed />;
  const items = pages.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return empty;
  return (
    <>
      <LibraryItems items={items} view={selection.view} selection={selection.picked} />
      <LoadMore visible={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoad={() => void pages.fetchNextPage()} />
    </>
  );
}

export function LibraryPage() {
  const { t } = useTranslation('admin-library');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LibrarySort>('recent');
  const [view, setView] = useState<LibraryView>('grid');
  const [tab, setTab] = useState('all');
  const { data: user } = useUser();
  // Lectures ticked for 'Add to series', in the order they were ticked.
  const [picked, setPicked] = useState<Content[]>([]);
  const [adding, setAdding] = useState(false);
  const pickable = useMemo<LibrarySelection>(
    () => ({
      isSelected: (id) => picked.some((item) => item.id === id),
      toggle: (item, selected) => setPicked((items) => (selected ? [...items.filter((i) => i.id !== item.id), item] : items.filter((i) => i.id !== item.id))),
    }),
    [picked],
  );
  const selection: Selection = { q: useDebouncedValue(search.trim()), sort, view, picked: can(user, 'upload') ? pickable : undefined };
  // The figures are counted by the server over every ready and published item.
  const figures = useContentStats({ status: LIBRARY_STATUSES }).data;
  const stats = {
    total: figures?.total ?? 0,
    speakers: figures?.speakers.length ?? 0,
    topics: figures?.topics.length ?? 0,
    totalSeconds: figures?.totalDurationSeconds ?? 0,
  };
  const topics = (figures?.topics ?? []).slice(0, POPULAR_TOPICS);
  // Until they arrive the figures are unknown, not zero.
  const loaded = (value: string | number) => (figures ? (typeof value === 'number' ? formatNumber(value) : value) : '–');

  const empty = (
    <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground" data-testid="library-empty">
      {search.trim() ? t('library.noResults') : t('library.empty')}
    </p>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('library.title')}</h1>
        <p className="text-muted-foreground">{t('library.subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input className="ps-9" placeholder={t('library.searchPlaceholder')} aria-label={t('library.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Select value={sort} onValueChange={(value) => setSort(value as LibrarySort)}>
          <SelectTrigger className="w-44" aria-label={t('library.sortBy')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORT_OPTIONS.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`library.sort.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="flex rounded-md border p-0.5" role="group" aria-label={t('library.view')}>
          <Button type="button" size="icon" variant={view === 'grid' ? 'secondary' : 'ghost'} className="size-8" aria-label={t('library.gridView')} aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            <LayoutGrid aria-hidden />
          </Button>
          <Button type="button" size="icon" variant={view === 'list' ? 'secondary' : 'ghost'} className="size-8" aria-label={t('library.listView')} aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <List aria-hidden />
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard title={t('library.stats.total')} value={loaded(stats.total)} icon={BookOpen} />
        <StatCard title={t('library.stats.speakers')} value={loaded(stats.speakers)} icon={Mic} />
        <StatCard title={t('library.stats.topics')} value={loaded(stats.topics)} icon={Tags} />
        <StatCard title={t('library.stats.totalDuration')} value={loaded(t('library.stats.hours', { hours: formatNumber(hoursRounded(stats.totalSeconds)) }))} icon={Clock} />
      </div>

      {topics.length > 0 && (
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">{t('library.popularTopics')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2" data-testid="popular-topics">
            {topics.map(({ tag, count }) => (
              <Button key={tag} type="button" variant="outline" size="sm" onClick={() => setSearch(tag)}>
                <bdi>{tag}</bdi>
                <Badge variant="secondary">{formatNumber(count)}</Badge>
              </Button>
            ))}
          </CardContent>
        </Card>
      )}

      {picked.length > 0 && (
        <div className="sticky top-16 z-20 flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 shadow-md" role="region" aria-label={t('library.selection.label')} data-testid="library-selection">
          <span className="text-sm font-medium" aria-live="polite">
            {t('library.selection.count', { count: picked.length, formatted: formatNumber(picked.length) })}
          </span>
          <Button type="button" size="sm" onClick={() => setAdding(true)}>
            <ListPlus aria-hidden />
            {t('library.selection.addToSeries')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setPicked([])}>
            {t('library.selection.clear')}
          </Button>
        </div>
      )}
      <AddToSeriesDialog open={adding} onOpenChange={setAdding} contentIds={picked.map((item) => item.id)} onAdded={() => setPicked([])} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="all">{t('library.tabs.all')}</TabsTrigger>
          <TabsTrigger value="topics">{t('library.tabs.topics')}</TabsTrigger>
          <TabsTrigger value="speakers">{t('library.tabs.speakers')}</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="pt-4">
          <AllContent selection={selection} empty={empty} />
        </TabsContent>
        <TabsContent value="topics" className="pt-4">
          <Groups by="topic" selection={selection} active={tab === 'topics'} empty={empty} onViewAll={setSearch} />
        </TabsContent>
        <TabsContent value="speakers" className="pt-4">
          <Groups by="speaker" selection={selection} active={tab === 'speakers'} empty={empty} onViewAll={setSearch} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
