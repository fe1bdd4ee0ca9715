import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Loader2 } from 'lucide-react';
import type { MediaPlayerHandle } from '@/components/media-player';
import { useContentItem } from './api/get-content-item';
import { ContentAnalysisCard } from './components/content-analysis-card';
import { ContentInformationCard, DescriptionCard, TopicsCard } from './components/content-details-cards';
import { ContentHeader } from './components/content-header';
import { ContentNotFound } from './components/content-not-found';
import { ContentSummary } from './components/content-summary';
import { PlayerCard } from './components/player-card';
import { ReferencesCard } from './components/references-card';
import { TranscriptCard } from './components/transcript-card';
import { useDocumentMeta } from './hooks/use-document-meta';
import { playableUrl } from './lib/media-source';

/** Public content page: player, transcript that follows it, and the item's details. */
export function ContentPage() {
  const { id = '' } = useParams();
  const { data: item, isLoading, isError } = useContentItem(id);
  const playerRef = useRef<MediaPlayerHandle>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const seek = useCallback((seconds: number) => {
    playerRef.current?.seek(seconds);
    setCurrentTime(seconds);
  }, []);
  // A shared moment (`?t=754` or `#t=754`): playback starts there and the passage is shown.
  const startAt = momentOf(useLocation());
  const loaded = Boolean(item);
  useEffect(() => {
    if (loaded && startAt !== null) seek(startAt);
  }, [loaded, startAt, seek]);
  useDocumentMeta(item?.title, item?.description ?? item?.aiMetadata?.summary ?? undefined);

  let body;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-24" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        <span className="sr-only">Loading content...</span>
      </div>
    );
  } else if (isError || !item) {
    body = <ContentNotFound />;
  } else {
    const metadata = item.aiMetadata;
    const hasAnalysis = Boolean(metadata && (metadata.summary || metadata.keyPoints?.length || metadata.topics?.length || metadata.language));
    body = (
      <div className="space-y-6" data-testid="content-page">
        <ContentSummary item={item} atSeconds={currentTime} />
        <PlayerCard item={item} onTimeUpdate={setCurrentTime} playerRef={playerRef} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {item.description && <DescriptionCard description={item.description} />}
            {item.transcriptText && (
              <TranscriptCard
                text={item.transcriptText}
                segments={metadata?.segments ?? []}
                currentTime={currentTime}
                onSeek={seek}
                canSync={playableUrl(item) !== null}
              />
            )}
          </div>
          <div className="min-w-0 space-y-6">
            {item.tags.length > 0 && <TopicsCard tags={item.tags} />}
            {metadata && hasAnalysis && <ContentAnalysisCard metadata={metadata} />}
            {metadata?.references?.length ? <ReferencesCard references={metadata.references} onSeek={seek} /> : null}
            <ContentInformationCard item={item} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="min-h-dvh">
      <ContentHeader />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">{body}</main>
    </div>
  );
}

function momentOf(location: { search: string; hash: string }): number | null {
  const raw = new URLSearchParams(location.search).get('t') ?? /(?:^#|&)t=([^&]+)/.exec(location.hash)?.[1] ?? null;
  const seconds = raw === null ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 && seconds < 86_400 ? seconds : null;
}

