import { useState } from 'react';
import { AlertCircle, Loader2, PenLine } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Content } from '@/types/api';
import { ConnectionIndicator } from './connection-indicator';
import type { LiveTranscriptState } from './live/live-transcript-state';
import { ProgressLog } from './progress-log';
import { PassageEditor } from './transcript-passages/passage-editor';
import { TranscriptHistory } from './transcript-passages/transcript-history';

type Props = { content: Content; live: LiveTranscriptState; canCorrect: boolean; onPlay?: (seconds: number) => void };

export function TranscriptCard({ content, live, canCorrect, onPlay }: Props) {
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
        <CardTitle>Transcript</CardTitle>
        <span className="flex items-center gap-2">
          {correctable && !correcting && (
            <Button type="button" size="sm" variant="outline" onClick={() => setCorrecting(true)}>
              <PenLine aria-hidden />
              Correct Transcript
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
              <span>{live.message ?? 'Connecting...'}</span>
              <span className="ml-auto tabular-nums">{Math.round(live.progress)}%</span>
            </p>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(live.progress)} aria-label="Processing progress">
              <div className="h-full bg-primary transition-[width]" style={{ width: `${live.progress}%` }} />
            </div>
          </div>
        )}
        <ProgressLog logs={live.logs} />
        {live.error && (
          <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-medium text-destructive">Transcript Error</p>
              <p className="text-foreground/90">{live.error}</p>
            </div>
          </div>
        )}
        {correcting && correctable ? (
          <PassageEditor contentId={content.id} segments={segments} onDone={() => setCorrecting(false)} onPlay={onPlay} />
        ) : text ? (
          <div className="grid gap-2">
            <div className="flex items-center gap-2 text-xs text-muted-foreground">
              <span>{text.length.toLocaleString('en-US')} characters</span>
              {corrected > 0 && (
                <Badge variant="outline" data-testid="corrected-count">
                  {corrected} passage{corrected === 1 ? '' : 's'} corrected by staff
                </Badge>
              )}
              {streaming && (
                <Badge variant="outline" className="border-success/50 text-success" data-testid="live-marker">
                  <span className="size-1.5 animate-pulse rounded-full bg-success" aria-hidden />
                  Live
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
            <p className="text-sm text-muted-foreground">No transcript available</p>
          ))
        )}
        {!working && <TranscriptHistory contentId={content.id} />}
      </CardContent>
    </Card>
  );
}
