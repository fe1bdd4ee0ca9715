import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TimedSegment } from '@/types/api';
import { SyncedTranscript } from './synced-transcript';

type TranscriptCardProps = {
  text: string;
  segments: readonly TimedSegment[];
  currentTime: number;
  onSeek: (seconds: number) => void;
  /** False when there is no player to follow (no media URL). */
  canSync: boolean;
};

/** Follows playback when timings exist, else the preformatted transcript text. */
export function TranscriptCard({ text, segments, currentTime, onSeek, canSync }: TranscriptCardProps) {
  const { t } = useTranslation('content-page');
  const synced = canSync && segments.length > 0;
  return (
    <Card data-testid="card-transcript">
      <CardHeader>
        <CardTitle>{t('transcript.title')}</CardTitle>
        {synced && <CardDescription>{t('transcript.synced')}</CardDescription>}
      </CardHeader>
      <CardContent>
        {synced ? (
          <SyncedTranscript segments={segments} currentTime={currentTime} onSeek={onSeek} />
        ) : (
          <pre className="max-h-96 overflow-y-auto font-sans text-sm leading-relaxed whitespace-pre-wrap" dir="auto" data-testid="transcript-text">
            {text}
          </pre>
        )}
      </CardContent>
    </Card>
  );
}
