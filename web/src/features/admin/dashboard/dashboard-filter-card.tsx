import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ContentStatus } from '@/types/api';
import { DATE_RANGES, EMPTY_FILTER, FILTER_STATUSES, isFilterActive, TOPIC_TAGS, type DashboardFilter, type DateRange } from './dashboard-filter-model';

const ALL_SPEAKERS = '__all__';

type Props = { filter: DashboardFilter; onChange: (filter: DashboardFilter) => void; speakers: string[] };

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

/** 'Search & Filter Content': text, statuses, topic tags, speaker, date range. */
export function DashboardFilterCard({ filter, onChange, speakers }: Props) {
  const { t } = useTranslation('admin-library');
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Search className="size-4" aria-hidden />
          {t('filter.title')}
        </CardTitle>
        {isFilterActive(filter) && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTER)}>
            <X aria-hidden />
            {t('filter.clear')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            className="ps-9"
            placeholder={t('filter.searchPlaceholder')}
            aria-label={t('filter.searchLabel')}
            value={filter.search}
            onChange={(e) => onChange({ ...filter, search: e.target.value })}
          />
        </div>
        <div className="grid gap-5 lg:grid-cols-3">
          <fieldset className="grid content-start gap-2">
            <legend className="mb-2 text-sm font-medium">{t('filter.status')}</legend>
            {FILTER_STATUSES.map((status) => (
              <div key={status} className="flex items-center gap-2">
                <Checkbox
                  id={`status-${status}`}
                  checked={filter.status.includes(status)}
                  onCheckedChange={(checked) =>
                    onChange({ ...filter, status: toggle<ContentStatus>(filter.status, status, checked === true) })
                  }
                />
                <Label htmlFor={`status-${status}`} className="font-normal">
                  {t(`admin:contentStatus.dashboard.${status}`)}
                </Label>
              </div>
            ))}
          </fieldset>
          <fieldset className="grid content-start gap-2">
            <legend className="mb-2 text-sm font-medium">{t('filter.topics')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {TOPIC_TAGS.map((tag) => (
                <div key={tag} className="flex items-center gap-2">
                  <Checkbox
                    id={`tag-${tag}`}
                    checked={filter.tags.includes(tag)}
                    onCheckedChange={(checked) => onChange({ ...filter, tags: toggle<string>(filter.tags, tag, checked === true) })}
                  />
                  <Label htmlFor={`tag-${tag}`} className="font-normal">
                    {t(`topicTags.${tag}`)}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid content-start gap-4">
            <div className="grid gap-2">
              <Label htmlFor="filter-speaker">{t('filter.speaker')}</Label>
              <Select
                value={filter.speaker || ALL_SPEAKERS}
                onValueChange={(value) => onChange({ ...filter, speaker: value === ALL_SPEAKERS ? '' : value })}
              >
                <SelectTrigger id="filter-speaker">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL_SPEAKERS}>{t('filter.allSpeakers')}</SelectItem>
                  {speakers.map((speaker) => (
                    <SelectItem key={speaker} value={speaker}>
                      {speaker}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="filter-date">{t('filter.dateRange')}</Label>
              <Select value={filter.dateRange} onValueChange={(value) => onChange({ ...filter, dateRange: value as DateRange })}>
                <SelectTrigger id="filter-date">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {DATE_RANGES.map((range) => (
                    <SelectItem key={range} value={range}>
                      {t(`filter.dateRanges.${range}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
