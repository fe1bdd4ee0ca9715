import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Merge, Search } from 'lucide-react';
import { SpeakerAvatar } from '@/components/speaker-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { SpeakerSummary } from '@/types/api';
import { useUser } from '../auth/api/get-me';
import { can } from '../lib/permissions';
import { MergeSpeakersDialog } from './merge-speakers-dialog';
import { SpeakerChangesCard } from './speaker-changes-card';
import { useSpeakers } from './speakers-api';

function SpeakerRow({ speaker, selectable, selected, onSelect }: { speaker: SpeakerSummary; selectable: boolean; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t } = useTranslation('admin-records');
  return (
    <li className="flex items-center gap-3 border-t py-3 first:border-t-0" data-testid="speaker-row">
      {selectable && <Checkbox checked={selected} onCheckedChange={(on) => onSelect(on === true)} aria-label={t('speakerList.select', { name: speaker.name })} />}
      <SpeakerAvatar name={speaker.name} size="sm" />
      <Link to={paths.admin.speakerEdit.getHref(speaker.id)} className="grid min-w-0 flex-1 gap-0.5 rounded-md hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <bdi className="truncate font-medium" data-testid="speaker-row-name">
          {speaker.name}
        </bdi>
        {speaker.otherSpellings.length > 0 && (
          <span className="truncate text-sm text-muted-foreground">
            <Trans t={t} i18nKey="speakerList.also" values={{ names: speaker.otherSpellings.join(t('speakers.listSeparator')) }} components={{ names: <bdi /> }} />
          </span>
        )}
      </Link>
      <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
        {t('speakers.lectures', { count: speaker.lectureCount })}
      </span>
    </li>
  );
}

/** /admin/speakers: every speaker, found by any spelling; admins merge two or more into one. */
export function SpeakersListPage() {
  const { t } = useTranslation('admin-records');
  const { data: user } = useUser();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const list = useSpeakers(q);
  const [selected, setSelected] = useState<Map<string, SpeakerSummary>>(new Map());
  const [merging, setMerging] = useState(false);
  const navigate = useNavigate();
  const admin = can(user, 'approve');
  const select = (speaker: SpeakerSummary, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(speaker.id, speaker);
      else next.delete(speaker.id);
      return next;
    });

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('speakerList.title')}</h1>
        <p className="text-muted-foreground">{t('speakerList.subtitle')}</p>
      </div>
      <Card>
        <CardHeader className="gap-3">
          <CardTitle>{t('speakerList.all')}</CardTitle>
          {admin && <CardDescription>{t('speakerList.help')}</CardDescription>}
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('speakerList.searchPlaceholder')} aria-label={t('speakerList.searchLabel')} className="ps-9" dir="auto" data-testid="speakers-admin-search" />
          </div>
          {admin && selected.size > 0 && (
            <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted/50 p-2 text-sm" data-testid="speakers-selection">
              <span>
                <Trans t={t} i18nKey="speakerList.selected" values={{ number: selected.size, names: [...selected.values()].map((s) => s.name).join(t('speakers.listSeparator')) }} components={{ names: <bdi /> }} />
              </span>
              <Button type="button" size="sm" disabled={selected.size < 2} onClick={() => setMerging(true)} data-testid="merge-speakers">
                <Merge aria-hidden />
                {t('speakerList.merge', { number: selected.size })}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                {t('speakerList.clear')}
              </Button>
            </div>
          )}
        </CardHeader>
        <CardContent>
          {list.isError && (
            <p role="alert" className="text-sm text-destructive">
              {t('speakerList.loadFailed')}
            </p>
          )}
          {list.data?.length === 0 && <p className="text-sm text-muted-foreground">{q ? t('speakerList.noMatch') : t('speakerList.empty')}</p>}
          <ul>
            {list.data?.map((s) => (
              <SpeakerRow key={s.id} speaker={s} selectable={admin} selected={selected.has(s.id)} onSelect={(on) => select(s, on)} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <SpeakerChangesCard />
      {merging && (
        <MergeSpeakersDialog
          speakers={[...selected.values()]}
          open={merging}
          onOpenChange={setMerging}
          onMerged={(kept) => {
            setSelected(new Map());
            void navigate(paths.admin.speakerEdit.getHref(kept));
          }}
        />
      )}
    </div>
  );
}
