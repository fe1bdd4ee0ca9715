import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { useBacklog, useSetBacklogPaused } from './imports-api';
import { formatSeconds } from './import-format';

/** Imported lectures wait behind new uploads: how many, how long, and a pause for admins. */
export function BacklogCard() {
  const backlog = useBacklog();
  const setPaused = useSetBacklogPaused();
  const status = backlog.data;
  const toggle = () =>
    status &&
    setPaused.mutate(!status.paused, {
      onSuccess: (next) => toast({ title: next.paused ? 'Backlog paused' : 'Backlog resumed', description: next.paused ? 'Imported lectures wait; new uploads are transcribed as always.' : 'Imported lectures are transcribed again behind new uploads.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Backlog not changed', description: errorMessage(error) ?? 'Please try again.' }),
    });
  return (
    <Card data-testid="backlog-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Transcription backlog</CardTitle>
          <CardDescription>Imported lectures are transcribed behind new uploads, which always go first.</CardDescription>
        </div>
        {status && (
          <Button variant="outline" onClick={toggle} disabled={setPaused.isPending}>
            {status.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            {status.paused ? 'Resume backlog' : 'Pause backlog'}
          </Button>
        )}
      </CardHeader>
      <CardContent className="text-sm">
        {backlog.isError && <p className="text-muted-foreground">The transcription service does not answer: the backlog's figures are unavailable.</p>}
        {status && (
          <p data-testid="backlog-status">
            {status.paused ? 'Paused. ' : ''}
            {status.jobs === 0
              ? 'Nothing waits.'
              : `${status.jobs} lecture${status.jobs === 1 ? '' : 's'} (${formatSeconds(status.audioSeconds)} of audio) to transcribe${status.estimatedSeconds !== null && !status.paused ? `, about ${formatSeconds(status.estimatedSeconds)} with ${status.workerSlots} worker${status.workerSlots === 1 ? '' : 's'}` : ''}.`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
