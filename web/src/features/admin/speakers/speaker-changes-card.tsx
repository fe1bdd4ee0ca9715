import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { SpeakerChange } from '@/types/api';
import { useSpeakerChanges } from './speakers-api';

function ChangeLine({ change }: { change: SpeakerChange }) {
  const { t } = useTranslation('admin-records');
  const name = change.speakerId ? (
    <Link to={paths.admin.speakerEdit.getHref(change.speakerId)} className="font-medium text-primary hover:underline">
      <bdi>{change.speakerName}</bdi>
    </Link>
  ) : (
    <bdi className="font-medium">{change.speakerName}</bdi>
  );
  const others = change.kind === 'merge' ? change.spellings.filter((s) => s !== change.speakerName) : change.spellings;
  const lectures = t('speakers.lectures', { count: change.lectures });
  return (
    <li className="grid gap-0.5 border-t py-2 text-sm first:border-t-0" data-testid="speaker-change">
      {change.kind === 'merge' ? (
        <span>
          <Trans
            t={t}
            i18nKey="changes.merged"
            values={{ lectures }}
            components={{
              others: (
                <span>
                  {others.map((s, i) => (
                    <span key={s}>
                      {i > 0 && t('changes.separator')}
                      <Trans t={t} i18nKey="changes.quoted" values={{ name: s }} components={{ name: <bdi /> }} />
                    </span>
                  ))}
                </span>
              ),
              name: <>{name}</>,
            }}
          />
        </span>
      ) : (
        <span>
          <Trans t={t} i18nKey="changes.split" values={{ from: others[0], lectures }} components={{ name: <>{name}</>, from: <bdi /> }} />
        </span>
      )}
      <span className="text-xs text-muted-foreground">
        {change.origin === 'migration' ? t('changes.byMigration') : t('changes.byStaff')} · {formatDate(change.at)}
      </span>
    </li>
  );
}

/** What was merged and split: by the migration that made records of free-text speakers, then by staff. */
export function SpeakerChangesCard() {
  const { t } = useTranslation('admin-records');
  const { data, isError } = useSpeakerChanges();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('changes.title')}</CardTitle>
        <CardDescription>{t('changes.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('changes.loadFailed')}
          </p>
        )}
        {data?.length === 0 && <p className="text-sm text-muted-foreground">{t('changes.empty')}</p>}
        <ul data-testid="speaker-changes">{data?.map((change) => <ChangeLine key={change.id} change={change} />)}</ul>
      </CardContent>
    </Card>
  );
}
