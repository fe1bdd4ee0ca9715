import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Loader2 } from 'lucide-react';
import type { MediaPlayerHandle } from '@/components/media-player';
import { contentItemQueryOptions, useContentItem } from './api/get-content-item';
import { ContentAnalysisCard } from './components/content-analysis-card';
import { ContentInformationCard, DescriptionCard, TopicsCard } from './components/content-details-cards';
import { ContentHeader } from '@/components/content-header';
import { ContentNotFound } from './components/content-not-found';
import { ContentSummary } from './components/content-summary';
import { PlayerCard } from './components/player-card';
import { ReferencesCard } from './components/references-card';
import { ChaptersCard } from './components/chapters-card';
import { TranscriptCard } from './components/transcript-card';
import { useDocumentMeta } from './hooks/use-document-meta';
import { useSeriesPlacement } from './api/get-series-placement';
import { isPlaced, NextPartOffer, SeriesNav } from './components/series-nav';
import { saveListeningPosition } from '@/lib/listening-position';
import type { Content } from '@/types/api';
import { playableUrl } from './lib/media-source';


/** Public content page: player, transcript that follows it, and the item's details. */
export function ContentPage() {
  const { idOrSlug = '' } = useParams();
  const location = useLocation();
  // A new lecture (the next part) starts with fresh state; the same lecture moved to its readable address keeps its own.
  const pageKey = (location.state as AddressState | null)?.sameLectureAs ?? idOrSlug;
  return <LecturePage key={pageKey} pageKey={pageKey} address={idOrSlug} />;
}

function LecturePage({ address, pageKey }: { address: string; pageKey: string }) {
  const { t } = useTranslation('content-page');
  const { data: item, isLoading, isError } = useContentItem(address);
  const { data: placement } = useSeriesPlacement(item?.id);
  useReadableAddress(address, pageKey, item);
  const placed = isPlaced(placement) ? placement : null;
  const [ended, setEnded] = useState(false);
  // The lecture whose part in its series was last written down.
  const lastSaved = useRef<string | null>(null);
  const playerRef = useRef<MediaPlayerHandle>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const seek = useCallback((seconds: number) => {
    playerRef.current?.seek(seconds);
    setCurrentTime(seconds);
  }, []);
  // A shared moment (`?t=754` or `#t=754`): playback starts there and the passage is shown.
  const location = useLocation();
  const startAt = momentOf(location);
  // Arrived from the previous part's 'Continue' offer: play at once.
  const autoplay = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const loaded = Boolean(item);
  useEffect(() => {
    if (loaded && startAt !== null) seek(startAt);
  }, [loaded, startAt, seek]);
  useEffect(() => {
    if (loaded && autoplay) playerRef.current?.play().catch(() => undefined);
  }, [loaded, autoplay]);
  const onTimeUpdate = useCallback(
    (seconds: number) => {
      setCurrentTime(seconds);
      // The part reached in its series, once it plays (where in it is the player's to keep).
      if (!placed || !item || seconds <= 0 || lastSaved.current === item.id) return;
      lastSaved.current = item.id;
      saveListeningPosition(placed.series.id, { contentId: item.id, part: placed.part, title: item.title });
    },
    [placed, item],
  );
  const onEnded = useCallback(() => {
    setEnded(true);
    // Finished: the series continues with the next part, from its start.
    if (placed?.next) saveListeningPosition(placed.series.id, { contentId: placed.next.id, part: placed.next.part, title: placed.next.title });
  }, [placed]);
  useDocumentMeta(item?.title, item?.description ?? item?.aiMetadata?.summary ?? undefined);

  let body;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-24" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        <span className="sr-only">{t('page.loading')}</span>
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
        <PlayerCard item={item} onTimeUpdate={onTimeUpdate} onEnded={onEnded} playerRef={playerRef} />
        {ended && placed?.next && <NextPartOffer next={placed.next} />}
        {placed && <SeriesNav placement={placed} />}
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
            {item.chapters.length > 0 && <ChaptersCard chapters={item.chapters} currentTime={currentTime} onSeek={seek} canSeek={playableUrl(item) !== null} />}
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
      <main id="main" tabIndex={-1} className="outline-none mx-auto max-w-5xl px-4 py-6 sm:py-8">{body}</main>
    </div>
  );
}

type AddressState = { sameLectureAs?: string; autoplay?: boolean };

/**
 * Opened by its id or an earlier address (a link inside the app; the server answers such links
 * 301): the address bar shows the lecture's current address, the moment and state kept, and the
 * page (its player) stays as it is.
 */
function useReadableAddress(address: string, pageKey: string, item: Content | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    if (!item?.slug || item.slug === address) return;
    // The page under its address reads what is loaded, not a second request.
    client.setQueryData(contentItemQueryOptions(item.slug).queryKey, item);
    const state: AddressState = { ...(location.state as AddressState | null), sameLectureAs: pageKey };
    void navigate(`${paths.content.getHref(item)}${location.search}${location.hash}`, { replace: true, state });
  }, [address, pageKey, item, client, navigate, location]);
}

function momentOf(location: { search: string; hash: string }): number | null {
  const raw = new URLSearchParams(location.search).get('t') ?? /(?:^#|&)t=([^&]+)/.exec(location.hash)?.[1] ?? null;
  const seconds = raw === null ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 && seconds < 86_400 ? seconds : null;
}

