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
  const { id = '' } = useParams();
  const current = useImport(id);
  const stream = useImportStream(id);
  const start = useStartImport(id);
  const retry = useRetryImport(id);
  const value = current.data;
  const fromBrowser = value?.source.kind === 'upload' && value.state !== 'finished';
  const upload = useBrowserUpload(id, fromBrowser);

  if (current.isError) return <p role="alert" className="text-destructive">Import not found.</p>;
  if (!value) return <p className="text-muted-foreground">Loading import...</p>;
  const act = (mutation: typeof start, done: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => toast({ title: done }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not done', description: errorMessage(error) ?? 'Please try again.' }),
    });
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="break-all text-2xl font-semibold tracking-tight" dir="auto">{sourceLabel(value)}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            <Badge variant="outline" data-testid="import-state">{stateLabel(value)}</Badge>
            <span className="text-xs">{stream === 'live' ? 'Live' : stream === 'connecting' ? 'Connecting...' : 'Reconnecting...'}</span>
          </p>
          {value.error && <p role="alert" className="text-sm text-destructive">{value.error}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {value.state === 'dry-run' && (
            <Button onClick={() => act(start, 'Import started')} disabled={start.isPending}>
              <Play aria-hidden /> Start import
            </Button>
          )}
          {value.counts.failed > 0 && (
            <Button variant="outline" onClick={() => act(retry, 'Failed files queued again')} disabled={retry.isPending}>
              <RotateCcw aria-hidden /> Retry failed files
            </Button>
          )}
        </div>
      </div>
      {fromBrowser && (
        <Card>
          <CardContent className="grid gap-2 pt-6 text-sm" aria-live="polite">
            {upload.waiting === null && !heldFiles(id) ? (
              <p>This import&apos;s files are sent from the browser that started it. Keep that tab open; to go on from here, start the import again with the same folder.</p>
            ) : (
              <p>{upload.waiting === 0 ? 'Every file was sent from this browser.' : `${upload.waiting ?? '...'} files left to send from this browser. Keep this tab open.`}</p>
            )}
            {upload.sending.map((s) => (
              <p key={s.path} className="truncate text-muted-foreground" dir="auto">
                Sending {s.path}: {formatBytes(s.sent)} of {formatBytes(s.size)}
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
