import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { useBacklog, useSetBacklogPaused } from './imports-api';
import { formatSeconds } from './import-format';

/** Imported lectures wait behind new uploads: how many, how long, and a pause for admins. */
export function BacklogCard() {
  const { t } = useTranslation('admin-library');
  const backlog = useBacklog();
  const setPaused = useSetBacklogPaused();
  const status = backlog.data;
  const toggle = () =>
    status &&
    setPaused.mutate(!status.paused, {
      onSuccess: (next) =>
        toast({
          title: next.paused ? t('imports.backlog.pausedToast') : t('imports.backlog.resumedToast'),
          description: next.paused ? t('imports.backlog.pausedToastDescription') : t('imports.backlog.resumedToastDescription'),
        }),
      onError: (error) => toast({ variant: 'destructive', title: t('imports.backlog.notChanged'), description: errorMessage(error) ?? t('imports.tryAgain') }),
    });
  return (
    <Card data-testid="backlog-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('imports.backlog.title')}</CardTitle>
          <CardDescription>{t('imports.backlog.description')}</CardDescription>
        </div>
        {status && (
          <Button variant="outline" onClick={toggle} disabled={setPaused.isPending}>
            {status.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            {status.paused ? t('imports.backlog.resume') : t('imports.backlog.pause')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="text-sm">
        {backlog.isError && <p className="text-muted-foreground">{t('imports.backlog.unavailable')}</p>}
        {status && (
          <p data-testid="backlog-status">
            {status.paused ? t('imports.backlog.paused') : ''}
            {status.jobs === 0
              ? t('imports.backlog.nothing')
              : t('imports.backlog.waiting', {
                  count: status.jobs,
                  audio: formatSeconds(status.audioSeconds),
                  estimate:
                    status.estimatedSeconds !== null && !status.paused
                      ? t('imports.backlog.estimate', { time: formatSeconds(status.estimatedSeconds), count: status.workerSlots })
                      : '',
                })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
