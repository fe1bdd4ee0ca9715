import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { Film, Headphones, Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MediaPlayer, type MediaPlayerHandle } from '@/components/media-player';
import { miniPlayer } from '@/components/mini-player';
import { paths } from '@/config/paths';
import { Card, CardContent } from '@/components/ui/card';
import type { Content } from '@/types/api';
import { captionsPath, useCaptionsAvailable } from '../api/get-captions-available';
import { chaptersPath } from '../api/chapters-path';
import { apiUrl } from '@/lib/api-client';
import { storePosition } from '@/lib/playback-memory';
import { audioRendition, browserCanPlay, connectionIsWeak, hlsLadder, lightRendition, originalUrl, playableUrl, type CanPlay, type Quality } from '../lib/media-source';
import { Button } from '@/components/ui/button';
import { DownloadLinks } from './download-links';

type PlayerCardProps = {
  item: Content;
  onTimeUpdate: (seconds: number) => void;
  onEnded?: () => void;
  playerRef: Ref<MediaPlayerHandle>;
};

/** Video player for video (its thumbnail the poster), else the audio player beside the item's cover; or the not-available message. */
export function PlayerCard({ item, onTimeUpdate, onEnded, playerRef }: PlayerCardProps) {
  const { t } = useTranslation('content-page');
  // The light rendition by default (Save-Data or not, it is the lightest choice); the
  // browser's own answer about Opus arrives after hydration, so the first view matches the server's.
  const [quality, setQuality] = useState<Quality>('light');
  const [canPlay, setCanPlay] = useState<CanPlay>(null);
  // A video's sound alone, from its audio rendition: no picture is downloaded.
  const [audioOnly, setAudioOnly] = useState(false);
  useEffect(() => {
    setCanPlay(() => browserCanPlay());
    // Save-Data or a 2G connection: a video starts as its sound alone, the lightest choice.
    if (connectionIsWeak()) setAudioOnly(true);
  }, []);
  const light = lightRendition(item, canPlay);
  const sound = item.mediaType === 'video' ? audioRendition(item, canPlay) : null;
  const ladder = hlsLadder(item);
  const listening = audioOnly && sound !== null;
  const src = listening ? sound.url : playableUrl(item, quality, canPlay);
  const isVideo = item.mediaType === 'video' && !listening;
  // The light rendition's start is read while the page loads, so play finds it there (issue 29);
  // never the original's (the player reads nothing ahead on Save-Data).
  const preloadAtOnce = !isVideo && light !== null && src === light.url;
  const streaming = isVideo && ladder !== null && src === ladder.url;
  const handle = () => (playerRef && typeof playerRef === 'object' ? playerRef.current : null);
  // A switch starts a new player: where this one was is kept, and offered as 'Continue from'.
  const keepPlace = () => {
    const seconds = handle()?.getCurrentTime() ?? 0;
    if (seconds > 0) storePosition(item.id, seconds);
  };
  const chooseAudioOnly = (on: boolean) => {
    keepPlace();
    setAudioOnly(on);
  };
  const chooseQuality = (chosen: Quality) => {
    keepPlace();
    setQuality(chosen);
  };
  // The sound that goes on in the mini-player if the page is left while it plays: the audio as
  // played, or a video's audio rendition (no picture), else its original through an audio element.
  const handOffSrc = useRef<string | null>(null);
  handOffSrc.current = item.mediaType === 'audio' || listening ? (src ?? null) : (sound?.url ?? originalUrl(item));
  useLayoutEffect(() => {
    // This lecture's page again: the mini-player's second and state are taken over.
    const taken = miniPlayer.takeBack(item.id);
    const el = handle()?.getMediaElement();
    if (taken && el) {
      el.currentTime = taken.time;
      if (taken.playing) el.play().catch((error: unknown) => console.error('Could not play on from the mini-player', error));
    }
    // Left while playing (the page, not a switch of quality): the sound goes on in the mini-player.
    return () => {
      const media = handle()?.getMediaElement();
      if (!media || media.paused || media.ended || !handOffSrc.current) return;
      miniPlayer.handOff({
        id: item.id,
        href: paths.content.getHref(item),
        src: handOffSrc.current,
        time: media.currentTime,
        rate: media.playbackRate,
        title: item.title,
        artist: item.speaker ?? undefined,
        artworkUrl: item.artworkUrl,
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lecture: the page's player is read when it goes
  }, [item.id]);
  const captions = useCaptionsAvailable(item.id, Boolean(src) && isVideo);
  const Icon = isVideo ? Film : Music;
  const player = src ? (
    <MediaPlayer
      ref={playerRef}
      mediaType={isVideo ? 'video' : 'audio'}
      src={src}
      hls={streaming}
      fallbackSrc={streaming ? (originalUrl(item) ?? undefined) : undefined}
      title={item.title}
      poster={isVideo ? item.artworkUrl : undefined}
      captionsUrl={captions.data ? apiUrl(captionsPath(item.id)) : undefined}
      captionsLanguage={item.aiMetadata?.language?.slice(0, 2).toLowerCase() || 'en'}
      chapters={item.chapters}
      chaptersUrl={item.chapters.length > 0 ? apiUrl(chaptersPath(item.id)) : undefined}
      preloadAtOnce={preloadAtOnce}
      rememberAs={item.id}
      nowPlaying={{ title: item.title, artist: item.speaker ?? undefined, artworkUrl: item.artworkUrl }}
      onTimeUpdate={onTimeUpdate}
      onEnded={onEnded}
      className="min-w-0 flex-1"
    />
  ) : (
    <div className="flex flex-1 flex-col items-center gap-2 py-10 text-center text-muted-foreground" data-testid="media-unavailable">
      <Icon className="size-8" aria-hidden />
      <p>{t('player.unavailable')}</p>
    </div>
  );
  return (
    <Card data-testid="player-card">
      <CardContent className="p-4 sm:p-6">
        {isVideo ? (
          <div className="flex flex-col gap-2">
            {player}
            <div className="flex flex-wrap gap-2">
              {sound && <AudioOnlyToggle pressed={false} onChange={chooseAudioOnly} />}
              {ladder && <OriginalQualityToggle quality={quality} onChange={chooseQuality} />}
            </div>
          </div>
        ) : (
          // Audio has no picture of its own: its cover (title and speaker, drawn by the server) stands beside the controls.
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-6">
            <img
              src={item.artworkUrl}
              alt=""
              width={640}
              height={360}
              fetchPriority="high"
              className="aspect-video w-full rounded-lg border object-cover md:w-64 md:shrink-0"
              data-testid="content-artwork"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {player}
              {listening && <AudioOnlyToggle pressed onChange={chooseAudioOnly} />}
              {light && <OriginalQualityToggle quality={quality} onChange={chooseQuality} />}
            </div>
          </div>
        )}
        <DownloadLinks item={item} />
      </CardContent>
    </Card>
  );
}

/** 'Original quality': the file as uploaded instead of the light rendition or the HLS ladder. */
function OriginalQualityToggle({ quality, onChange }: { quality: Quality; onChange: (quality: Quality) => void }) {
  const { t } = useTranslation('content-page');
  return (
    <Button
      type="button"
      variant={quality === 'original' ? 'secondary' : 'ghost'}
      size="sm"
      className="self-start"
      aria-pressed={quality === 'original'}
      onClick={() => onChange(quality === 'original' ? 'light' : 'original')}
      data-testid="player-quality"
      data-quality={quality}
    >
      {t('player.originalQuality')}
    </Button>
  );
}

/** A video's 'Audio only': its sound from the light rendition, the picture not downloaded at all. */
function AudioOnlyToggle({ pressed, onChange }: { pressed: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('content-page');
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'ghost'}
      size="sm"
      className="self-start"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      data-testid="player-audio-only"
    >
      <Headphones aria-hidden />
      {t('player.audioOnly')}
    </Button>
  );
}
