import { useTranslation } from 'react-i18next';
import { dateFormat, formatPlayerTime } from '@/lib/format';
import { useTranscriptHistory } from './transcript-api';

/** Who corrected the transcript, when, and what each passage said before and after. */
export function TranscriptHistory({ contentId }: { contentId: string }) {
  const { t } = useTranslation('admin-editor');
  const { data } = useTranscriptHistory(contentId);
  const edits = data?.edits ?? [];
  if (edits.length === 0) return null;
  return (
    <details className="rounded-md border p-3 text-sm" data-testid="transcript-history">
      <summary className="cursor-pointer font-medium">
        {t('history.title', { count: edits.length })}
      </summary>
      <ol className="mt-3 grid gap-3">
        {edits.map((edit) => (
          <li key={edit.at} className="grid gap-1">
            <p className="text-muted-foreground">
              <bdi>{edit.by}</bdi> · {dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(edit.at))} · {t('history.passages', { count: edit.changes.length })}
            </p>
            <ul className="grid gap-1">
              {edit.changes.map((change) => (
                <li key={`${change.start}-${change.end}-${change.after}`} className="grid gap-0.5 border-s-2 border-gold/60 ps-2">
                  <span className="text-xs tabular-nums text-muted-foreground">{formatPlayerTime(change.start)}</span>
                  {change.before && (
                    <del className="text-muted-foreground" dir="auto">
                      {change.before}
                    </del>
                  )}
                  {change.after ? <ins className="no-underline" dir="auto">{change.after}</ins> : <span className="text-muted-foreground">{t('history.removed')}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
