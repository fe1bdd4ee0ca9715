import { useState } from 'react';
import type { TFunction } from 'i18next';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dateFormat } from '@/lib/format';
import { AUDIT_ACTIONS, useAuditLog, type AuditAction, type AuditEntry } from './audit-api';

const ALL = 'all';
/** Each action in words, in the interface's language. */
function actionLabels(t: TFunction<'admin-settings'>): Record<AuditAction, string> {
  return {
    'user.registered': t('audit.actions.userRegistered'),
    'auth.signed-in': t('audit.actions.authSignedIn'),
    'auth.sign-in-failed': t('audit.actions.authSignInFailed'),
    'auth.signed-out': t('audit.actions.authSignedOut'),
    'auth.password-changed': t('audit.actions.authPasswordChanged'),
    'media.uploaded': t('audit.actions.mediaUploaded'),
    'content.edited': t('audit.actions.contentEdited'),
    'content.transcript-edited': t('audit.actions.contentTranscriptEdited'),
    'content.approved': t('audit.actions.contentApproved'),
    'content.reprocessed': t('audit.actions.contentReprocessed'),
    'content.analysed-again': t('audit.actions.contentAnalysedAgain'),
    'settings.analysis-changed': t('audit.actions.settingsAnalysisChanged'),
    'content.deleted': t('audit.actions.contentDeleted'),
    'user.changed': t('audit.actions.userChanged'),
    'auth.api-key-used': t('audit.actions.authApiKeyUsed'),
    'auth.api-key-refused': t('audit.actions.authApiKeyRefused'),
    'api-key.created': t('audit.actions.apiKeyCreated'),
    'api-key.revoked': t('audit.actions.apiKeyRevoked'),
    'import.created': t('audit.actions.importCreated'),
    'import.started': t('audit.actions.importStarted'),
    'import.retried': t('audit.actions.importRetried'),
    'backlog.paused': t('audit.actions.backlogPaused'),
    'backlog.resumed': t('audit.actions.backlogResumed'),
    'media.fixity-failed': t('audit.actions.mediaFixityFailed'),
    'series.created': t('audit.actions.seriesCreated'),
    'series.edited': t('audit.actions.seriesEdited'),
    'series.deleted': t('audit.actions.seriesDeleted'),
    'speaker.created': t('audit.actions.speakerCreated'),
    'speaker.edited': t('audit.actions.speakerEdited'),
    'speaker.merged': t('audit.actions.speakerMerged'),
    'speaker.split': t('audit.actions.speakerSplit'),
  };
}

/** What the entry's detail says, in words: changed fields, new role, why a sign-in failed. */
function describe(entry: AuditEntry, t: TFunction<'admin-settings'>): string {
  const { fields, reason, names, ...rest } = entry.detail;
  const parts: string[] = [];
  if (entry.count > 1) parts.push(t('audit.attempts', { count: entry.count }));
  if (Array.isArray(fields)) parts.push(t('audit.fields', { fields: fields.join(', ') }));
  if (typeof reason === 'string') parts.push(reason.toLowerCase().replace(/_/g, ' '));
  if (Array.isArray(names) && names.length > 1) parts.push(t('audit.namesTried', { names: names.join(', ') }));
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${String(value)}`);
  return parts.join('; ');
}

/** Settings, admins only: the audit log with a filter by action. */
export function AuditCard() {
  const { t } = useTranslation('admin-settings');
  const label = actionLabels(t);
  const timeFormat = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [action, setAction] = useState<AuditAction | null>(null);
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card data-testid="audit-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ScrollText className="size-5 text-primary" aria-hidden />
            {t('audit.title')}
          </CardTitle>
          <CardDescription>{t('audit.description')}</CardDescription>
        </div>
        <Select value={action ?? ALL} onValueChange={(value) => setAction(value === ALL ? null : (value as AuditAction))}>
          <SelectTrigger className="w-48" aria-label={t('audit.filter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('audit.allActions')}</SelectItem>
            {AUDIT_ACTIONS.map((a) => (
              <SelectItem key={a} value={a}>
                {label[a]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardHeader>
      <CardContent className="grid gap-3">
        {log.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('audit.loadFailed')}
          </p>
        )}
        {!log.isPending && entries.length === 0 && <p className="text-sm text-muted-foreground">{t('audit.empty')}</p>}
        {entries.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm" aria-label={t('audit.tableLabel')}>
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('audit.when')}</th>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('audit.who')}</th>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('audit.action')}</th>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('audit.target')}</th>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('audit.details')}</th>
                  <th scope="col" className="py-2 font-medium">{t('audit.from')}</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry">
                    <td className="py-2 pe-3 whitespace-nowrap text-muted-foreground">{timeFormat.format(new Date(entry.at))}</td>
                    <td className="py-2 pe-3">
                      <bdi>{entry.actorName ?? t('audit.unknown')}</bdi>
                    </td>
                    <td className="py-2 pe-3 whitespace-nowrap">{label[entry.action] ?? entry.action}</td>
                    <td className="max-w-48 truncate py-2 pe-3" title={entry.target ?? undefined}>
                      {entry.targetLabel ? <bdi>{entry.targetLabel}</bdi> : <span className="font-mono text-xs">{entry.target ?? '–'}</span>}
                    </td>
                    <td className="py-2 pe-3 text-muted-foreground">{describe(entry, t)}</td>
                    <td className="py-2 font-mono text-xs whitespace-nowrap">{entry.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {log.hasNextPage && (
          <Button type="button" variant="outline" className="justify-self-center" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {t('audit.loadMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
