import { useState } from 'react';
import { AlertCircle, Loader2, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { Content } from '@/types/api';
import { ConnectionIndicator } from './connection-indicator';
import type { LiveTranscriptState } from './live/live-transcript-state';
import { ProgressLog } from './progress-log';
import { PassageEditor } from './transcript-passages/passage-editor';
import { TranscriptHistory } from './transcript-passages/transcript-history';

/** The live stream's own words (the server's progress messages pass through as they are). */
const LIVE_WORDS: Record<string, string> = {
  'Processing started': 'transcript.live.started',
  'Processing complete': 'transcript.live.complete',
  'Processing failed': 'transcript.live.failed',
  'Failed to connect': 'transcript.live.connectFailed',
  'Max reconnection attempts reached': 'transcript.live.maxAttempts',
  'Connection lost during transcript processing': 'transcript.live.lostDuring',
  'Connection lost': 'transcript.live.lost',
};

type Props = { content: Content; live: LiveTranscriptState; canCorrect: boolean; onPlay?: (seconds: number) => void };

export function TranscriptCard({ content, live, canCorrect, onPlay }: Props) {
  const { t } = useTranslation('admin-editor');
  const words = (text: string) => (LIVE_WORDS[text] ? t(LIVE_WORDS[text]) : text);
  const [correcting, setCorrecting] = useState(false);
  const working = live.phase === 'connecting' || live.phase === 'processing';
  const liveText = live.streamed || live.phase === 'completed' ? live.text : '';
  // Once done, the stored transcript (with staff's corrections) over what was streamed.
  const text = working ? liveText : content.transcriptText || liveText;
  const streaming = live.phase === 'processing' && live.streamed;
  const segments = content.aiMetadata?.segments ?? [];
  const corrected = segments.filter((segment) => segment.edited).length;
  const correctable = canCorrect && !working && content.status !== 'processing' && segments.length > 0;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('transcript.title')}</CardTitle>
        <span className="flex items-center gap-2">
          {correctable && !correcting && (
            <Button type="button" size="sm" variant="outline" onClick={() => setCorrecting(true)}>
              <PenLine aria-hidden />
              {t('transcript.correct')}
            </Button>
          )}
          <ConnectionIndicator connection={live.connection} status={content.status} />
        </span>
      </CardHeader>
      <CardContent className="grid gap-4">
        {working && (
          <div className="grid gap-2" data-testid="transcript-progress">
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden />
              <span>{live.message ? words(live.message) : t('transcript.connecting')}</span>
              <span className="ms-auto tabular-nums">{Math.round(live.progress)}%</span>
            </p>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(live.progress)} aria-label={t('transcript.progress')}>
              <div className="h-full bg-primary transition-[width]" style={{ width: `${live.progress}%` }} />
            </div>
          </div>
        )}
        <ProgressLog logs={live.logs} />
        {live.error && (
          <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-medium text-destructive">{t('transcript.error')}</p>
              <p className="text-foreground/90">{words(live.error)}</p>
            </div>
          </div>
        )}
        {correcting && correctable ? (
          <PassageEditor contentId={content.id} segments={segments} onDone={() => setCorrecting(false)} onPlay={onPlay} />
        ) : text ? (
          <div className="grid gap-2">
            <div className="flex items-center gap-2 text-xs text-muted-foreground">
              <span>{t('transcript.characters', { count: text.length, formatted: formatNumber(text.length) })}</span>
              {corrected > 0 && (
                <Badge variant="outline" data-testid="corrected-count">
                  {t('transcript.corrected', { count: corrected })}
                </Badge>
              )}
              {streaming && (
                <Badge variant="outline" className="border-success/50 text-success" data-testid="live-marker">
                  <span className="size-1.5 animate-pulse rounded-full bg-success" aria-hidden />
                  {t('transcript.liveMarker')}
                </Badge>
              )}
            </div>
            <pre className="max-h-[28rem] overflow-y-auto rounded-md border bg-muted/30 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap" data-testid="transcript-text">
              {text}
            </pre>
          </div>
        ) : (
          !working &&
          (content.aiMetadata?.transcriptUnavailable ? (
            <p role="note" className="rounded-md border border-gold/50 bg-gold/10 p-3 text-sm" data-testid="transcript-unavailable">
              {content.aiMetadata.transcriptUnavailable}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('transcript.none')}</p>
          ))
        )}
        {!working && <TranscriptHistory contentId={content.id} />}
      </CardContent>
    </Card>
  );
}
