import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ExternalLink, Loader2, Split } from 'lucide-react';
import { SpeakerAvatar } from '@/components/speaker-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { formatDate, formatDuration } from '@/lib/format';
import type { SpeakerRecord } from '@/types/api';
import { useUser } from '../auth/api/get-me';
import { statusBadgeVariant } from '../lib/content-status';
import { errorMessage } from '../lib/error-message';
import { can } from '../lib/permissions';
import { SpeakerDetailsForm } from './speaker-details-form';
import { SplitSpeakerDialog } from './split-speaker-dialog';
import { useSpeaker, useStaffSpeakerLectures, useUpdateSpeaker } from './speakers-api';

function LecturesCard({ speaker, admin }: { speaker: SpeakerRecord; admin: boolean }) {
  const { t } = useTranslation('admin-records');
  const lectures = useStaffSpeakerLectures(speaker.id);
  const items = lectures.data?.pages.flatMap((page) => page.items) ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [splitting, setSplitting] = useState(false);
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('speakerEdit.lectures', { number: speaker.lectureCount })}</CardTitle>
        {admin && <CardDescription>{t('speakerEdit.splitHelp')}</CardDescription>}
        {admin && selected.length > 0 && (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted/50 p-2 text-sm">
            <span>{t('speakerEdit.selected', { number: selected.length })}</span>
            <Button type="button" size="sm" onClick={() => setSplitting(true)} data-testid="split-speaker">
              <Split aria-hidden />
              {t('speakerEdit.split')}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {lectures.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('speakerEdit.lecturesFailed')}
          </p>
        )}
        {items.length === 0 && lectures.isSuccess && <p className="text-sm text-muted-foreground">{t('speakerEdit.noLectures')}</p>}
        <ul>
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 border-t py-2 first:border-t-0" data-testid="speaker-lecture">
              {admin && (
                <Checkbox
                  checked={selected.includes(item.id)}
                  onCheckedChange={(on) => setSelected((s) => (on === true ? [...s, item.id] : s.filter((id) => id !== item.id)))}
                  aria-label={t('speakerEdit.selectLecture', { title: item.title })}
                />
              )}
              <Link to={paths.admin.content.getHref(item.id)} className="min-w-0 flex-1 truncate font-medium hover:underline" dir="auto">
                {item.title}
              </Link>
              <span className="hidden text-sm text-muted-foreground sm:inline">
                {formatDuration(item.durationSeconds ?? 0)} · {formatDate(item.createdAt)}
              </span>
              <Badge variant={statusBadgeVariant(item.status)}>{t(`admin:contentStatus.detail.${item.status}`)}</Badge>
            </li>
          ))}
        </ul>
        {lectures.hasNextPage && (
          <Button type="button" variant="outline" className="mt-3" disabled={lectures.isFetchingNextPage} onClick={() => void lectures.fetchNextPage()}>
            {t('speakerEdit.loadMore')}
          </Button>
        )}
        {splitting && (
          <SplitSpeakerDialog
            speaker={speaker}
            contentIds={selected}
            open={splitting}
            onOpenChange={setSplitting}
            onSplit={(made) => {
              setSplitting(false);
              setSelected([]);
              void navigate(paths.admin.speakerEdit.getHref(made.id));
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function DetailsCard({ speaker }: { speaker: SpeakerRecord }) {
  const { t } = useTranslation('admin-records');
  const update = useUpdateSpeaker(speaker.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('speakerEdit.details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <SpeakerDetailsForm key={speaker.updatedAt} speaker={speaker} pending={update.isPending} error={update.isError ? (errorMessage(update.error) ?? t('speakerEdit.saveFailed')) : null} onSubmit={(fields) => update.mutate(fields)} />
      </CardContent>
    </Card>
  );
}

/** /admin/speakers/:id: who the speaker is, their lectures, and (admins) their details and splits. */
export function SpeakerEditPage() {
  const { t } = useTranslation('admin-records');
  const { id = '' } = useParams();
  const { data: user } = useUser();
  const { data: speaker, isPending, isError } = useSpeaker(id);
  if (isPending) {
    return (
      <div className="flex justify-center py-24" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        <span className="sr-only">{t('speakerEdit.loading')}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto grid max-w-5xl gap-2">
        <h1 className="text-2xl font-semibold">{t('speakerEdit.notFound')}</h1>
        <Link to={paths.admin.speakers.getHref()} className="text-primary hover:underline">
          {t('speakerEdit.back')}
        </Link>
      </div>
    );
  }
  const admin = can(user, 'approve');
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-4">
          <SpeakerAvatar name={speaker.name} />
          <div className="grid gap-1">
            <Link to={paths.admin.speakers.getHref()} className="text-sm text-muted-foreground hover:underline">
              {t('speakerEdit.breadcrumb')}
            </Link>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" dir="auto" data-testid="speaker-title">
              {speaker.name}
            </h1>
            {speaker.otherSpellings.length > 0 && (
              <p className="text-sm text-muted-foreground">
                <Trans t={t} i18nKey="speakerEdit.alsoWritten" values={{ names: speaker.otherSpellings.join(t('speakers.listSeparator')) }} components={{ names: <bdi /> }} />
              </p>
            )}
          </div>
        </div>
        <Button variant="outline" asChild>
          <Link to={paths.speaker.getHref(speaker.name)} data-testid="speaker-public-link">
            <ExternalLink aria-hidden />
            {t('speakerEdit.publicPage')}
          </Link>
        </Button>
      </div>
      <LecturesCard key={speaker.id} speaker={speaker} admin={admin} />
      {admin && <DetailsCard speaker={speaker} />}
    </div>
  );
}
