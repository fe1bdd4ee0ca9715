import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AUDIT_ACTIONS, useAuditLog, type AuditAction, type AuditEntry } from './audit-api';

const ALL = 'all';
const LABEL: Record<AuditAction, string> = {
  'user.registered': 'Registered',
  'auth.signed-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.signed-out': 'Signed out',
  'auth.password-changed': 'Password changed',
  'media.uploaded': 'Uploaded',
  'content.edited': 'Edited',
  'content.transcript-edited': 'Transcript corrected',
  'content.approved': 'Approved',
  'content.reprocessed': 'Reprocessed',
  'content.analysed-again': 'Analysed again',
  'settings.analysis-changed': 'Analysis setting changed',
  'content.deleted': 'Deleted',
  'user.changed': 'Account changed',
  'auth.api-key-used': 'API key used',
  'auth.api-key-refused': 'API key refused',
  'api-key.created': 'API key created',
  'api-key.revoked': 'API key revoked',
  'import.created': 'Import created',
  'import.started': 'Import started',
  'import.retried': 'Import retried',
  'backlog.paused': 'Backlog paused',
  'backlog.resumed': 'Backlog resumed',
  'media.fixity-failed': 'Original missing or changed',
  'series.created': 'Series created',
  'series.edited': 'Series changed',
  'series.deleted': 'Series deleted',
  'speaker.created': 'Speaker created',
  'speaker.edited': 'Speaker changed',
  'speaker.merged': 'Speakers merged',
  'speaker.split': 'Speaker split',
};
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the entry's detail says, in words: changed fields, new role, why a sign-in failed. */
function describe(entry: AuditEntry): string {
  const { fields, reason, names, ...rest } = entry.detail;
  const parts: string[] = [];
  if (entry.count > 1) parts.push(`${entry.count} attempts this minute`);
  if (Array.isArray(fields)) parts.push(`fields: ${fields.join(', ')}`);
  if (typeof reason === 'string') parts.push(reason.toLowerCase().replace(/_/g, ' '));
  if (Array.isArray(names) && names.length > 1) parts.push(`names tried: ${names.join(', ')}`);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${String(value)}`);
  return parts.join('; ');
}

/** Settings, admins only: the audit log with a filter by action. */
export function AuditCard() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card data-testid="audit-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ScrollText className="size-5 text-primary" aria-hidden />
            Audit Log
          </CardTitle>
          <CardDescription>Who registered, signed in, uploaded, edited, published, deleted or changed an account, and from where.</CardDescription>
        </div>
        <Select value={action ?? ALL} onValueChange={(value) => setAction(value === ALL ? null : (value as AuditAction))}>
          <SelectTrigger className="w-48" aria-label="Filter by action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {AUDIT_ACTIONS.map((a) => (
              <SelectItem key={a} value={a}>
                {LABEL[a]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardHeader>
      <CardContent className="grid gap-3">
        {log.isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the audit log. Please try again.
          </p>
        )}
        {!log.isPending && entries.length === 0 && <p className="text-sm text-muted-foreground">No entries yet.</p>}
        {entries.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label="Audit log">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pe-3 font-medium">When</th>
                  <th scope="col" className="py-2 pe-3 font-medium">Who</th>
                  <th scope="col" className="py-2 pe-3 font-medium">Action</th>
                  <th scope="col" className="py-2 pe-3 font-medium">Target</th>
                  <th scope="col" className="py-2 pe-3 font-medium">Details</th>
                  <th scope="col" className="py-2 font-medium">From</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry">
                    <td className="py-2 pe-3 whitespace-nowrap text-muted-foreground">{timeFormat.format(new Date(entry.at))}</td>
                    <td className="py-2 pe-3">
                      <bdi>{entry.actorName ?? 'Unknown'}</bdi>
                    </td>
                    <td className="py-2 pe-3 whitespace-nowrap">{LABEL[entry.action] ?? entry.action}</td>
                    <td className="max-w-48 truncate py-2 pe-3" title={entry.target ?? undefined}>
                      {entry.targetLabel ? <bdi>{entry.targetLabel}</bdi> : <span className="font-mono text-xs">{entry.target ?? '–'}</span>}
                    </td>
                    <td className="py-2 pe-3 text-muted-foreground">{describe(entry)}</td>
                    <td className="py-2 font-mono text-xs whitespace-nowrap">{entry.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {log.hasNextPage && (
          <Button type="button" variant="outline" className="justify-self-center" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            Load more
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
