import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Play, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { BacklogCard } from './backlog-card';
import { heldFiles } from './browser-files';
import { ImportFigures } from './import-figures';
import { ImportFilesTable } from './import-files-table';
import { sourceLabel, stateLabel } from './import-labels';
import { formatBytes } from './import-format';
import { useImport, useRetryImport, useStartImport } from './imports-api';
import { useBrowserUpload } from './use-browser-upload';
import { useImportStream } from './use-import-stream';

/** /admin/imports/:id: the live import view, followed over SSE. */
export function ImportViewPage() {
  const { t } = useTranslation('admin-library');
  const { id = '' } = useParams();
  const current = useImport(id);
  const stream = useImportStream(id);
  const start = useStartImport(id);
  const retry = useRetryImport(id);
  const value = current.data;
  const fromBrowser = value?.source.kind === 'upload' && value.state !== 'finished';
  const upload = useBrowserUpload(id, fromBrowser);

  if (current.isError) return <p role="alert" className="text-destructive">{t('imports.view.notFound')}</p>;
  if (!value) return <p className="text-muted-foreground">{t('imports.view.loading')}</p>;
  const act = (mutation: typeof start, done: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => toast({ title: done }),
      onError: (error) => toast({ variant: 'destructive', title: t('imports.view.notDone'), description: errorMessage(error) ?? t('imports.tryAgain') }),
    });
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="break-all text-2xl font-semibold tracking-tight" dir="auto">{sourceLabel(value)}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <Badge variant="outline" data-testid="import-state">{stateLabel(value)}</Badge>
            <span className="text-xs">{stream === 'live' ? t('imports.view.live') : stream === 'connecting' ? t('imports.view.connecting') : t('imports.view.reconnecting')}</span>
          </p>
          {value.error && <p role="alert" className="text-sm text-destructive">{value.error}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {value.state === 'dry-run' && (
            <Button onClick={() => act(start, t('imports.view.started'))} disabled={start.isPending}>
              <Play aria-hidden /> {t('imports.view.start')}
            </Button>
          )}
          {value.counts.failed > 0 && (
            <Button variant="outline" onClick={() => act(retry, t('imports.view.retried'))} disabled={retry.isPending}>
              <RotateCcw aria-hidden /> {t('imports.view.retry')}
            </Button>
          )}
        </div>
      </div>
      {fromBrowser && (
        <Card>
          <CardContent className="grid gap-2 pt-6 text-sm" aria-live="polite">
            {upload.waiting === null && !heldFiles(id) ? (
              <p>{t('imports.view.otherBrowser')}</p>
            ) : (
              <p>
                {upload.waiting === 0
                  ? t('imports.view.allSent')
                  : upload.waiting === null
                    ? t('imports.view.leftUnknown')
                    : t('imports.view.left', { count: upload.waiting })}
              </p>
            )}
            {upload.sending.map((s) => (
              <p key={s.path} className="truncate text-muted-foreground" dir="auto">
                {t('imports.view.sending', { path: s.path, sent: formatBytes(s.sent), size: formatBytes(s.size) })}
              </p>
            ))}
          </CardContent>
        </Card>
      )}
      <ImportFigures value={value} />
      <BacklogCard />
      <ImportFilesTable importId={id} />
    </div>
  );
}
