import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { apiJson } from '@/lib/api-client';
import { formatDuration } from '@/lib/format';
import type { AdminContentResponse, Series } from '@/types/api';
import { ADMIN_CONTENT_PATH, adminContentSearch } from '../api/get-admin-content';
import { errorMessage } from '../lib/error-message';
import { LIBRARY_STATUSES } from '../library/library-model';
import { useAddParts } from './series-api';

const SHOWN = 20;

/** Find lectures by title and add the ones ticked, after the last part. */
export function AddLecturesCard({ series }: { series: Series }) {
  const { t } = useTranslation('admin-records');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const q = useDebouncedValue(search.trim());
  const found = useQuery({
    queryKey: [ADMIN_CONTENT_PATH, 'series-picker', q],
    queryFn: () => apiJson<AdminContentResponse>('GET', `${ADMIN_CONTENT_PATH}${adminContentSearch({ q, status: LIBRARY_STATUSES, limit: SHOWN })}`),
  });
  const add = useAddParts();
  const inSeries = new Set(series.parts.map((p) => p.content.id));
  const candidates = (found.data?.content ?? []).filter((item) => !inSeries.has(item.id));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('addLectures.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input className="ps-9" placeholder={t('addLectures.searchPlaceholder')} aria-label={t('addLectures.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        {found.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('addLectures.loadFailed')}
          </p>
        )}
        {found.data && candidates.length === 0 && <p className="text-sm text-muted-foreground">{t('addLectures.empty')}</p>}
        <ul className="grid gap-1">
          {candidates.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/40">
              <Checkbox
                id={`add-${item.id}`}
                checked={chosen.includes(item.id)}
                onCheckedChange={(checked) => setChosen((ids) => (checked === true ? [...ids, item.id] : ids.filter((id) => id !== item.id)))}
              />
              <label htmlFor={`add-${item.id}`} className="flex min-w-0 flex-1 items-center justify-between gap-2 text-sm">
                <bdi className="truncate">{item.title}</bdi>
                <span className="shrink-0 text-xs text-muted-foreground">{formatDuration(item.durationSeconds ?? 0)}</span>
              </label>
            </li>
          ))}
        </ul>
        {add.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(add.error) ?? t('addLectures.addFailed')}
          </p>
        )}
        <Button
          type="button"
          className="justify-self-start"
          disabled={chosen.length === 0 || add.isPending}
          onClick={() => add.mutate({ seriesId: series.id, contentIds: chosen }, { onSuccess: () => setChosen([]) })}
        >
          {t('addLectures.submit', { number: chosen.length || '' })}
        </Button>
      </CardContent>
    </Card>
  );
}
