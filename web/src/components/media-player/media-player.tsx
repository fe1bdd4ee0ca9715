import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { Captions, Maximize, Minimize, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Chapter, MediaType } from '@/types/api';
import { formatPlayerTime } from '@/lib/format';
import { KEY_SEEK_SECONDS, KEY_VOLUME_STEP, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './player-constants';
import { useMediaSession, type NowPlaying } from './use-media-session';
import { usePlaybackMemory } from './use-playback-memory';
import { PlayerControls } from './player-controls';
import { useMediaControls } from './use-media-controls';
import { useHlsSource } from './use-hls-source';
import { miniPlayer } from '@/components/mini-player/mini-player-store';
import { useSaveData } from '@/lib/save-data';

/**
 * A media element taken off the page (another quality chosen, the page left) keeps loading until it
 * is collected: its download is stopped here. After the layout effects, so the page has read where
 * it was for the mini-player; an element still on the page (StrictMode's trial unmount) is kept.
 */
function useReleaseOnRemoval(mediaRef: RefObject<HTMLMediaElement | null>) {
  useEffect(() => {
    const el = mediaRef.current;
    return () => {
      if (!el || el.isConnected) return;
      el.removeAttribute('src');
      el.load();
    };
  }, [mediaRef]);
}

/** What a parent (e.g. a synced transcript) can do with the player through its ref. */
export type MediaPlayerHandle = {
  /** Jump to a position in seconds (clamped to the media). */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  getCurrentTime: () => number;
  getMediaElement: () => HTMLMediaElement | null;
};

export type MediaPlayerProps = {
  mediaType: MediaType;
  src: string;
  /** `src` is an HLS master playlist (video): played natively or through hls.js, loaded only then. */
  hls?: boolean;
  /** Played instead when HLS cannot be (no native HLS and no Media Source Extensions, or a fatal error). */
  fallbackSrc?: string;
  /** Accessible name of the player region, usually the content title. */
  title?: string;
  /** Video only: still shown before playback. */
  poster?: string;
  /** Video only: WebVTT captions URL. */
  captionsUrl?: string;
  captionsLanguage?: string;
  captionsLabel?: string;
  /** In time order: notches on the seek bar. */
  chapters?: readonly Chapter[];
  /** A WebVTT chapters track (kind="chapters") for the media element. */
  chaptersUrl?: string;
  /**
   * Read the media's start (its index and first seconds) from the server's page on, before the app
   * has taken it over, so a press on play finds them there. Only for the light rendition (never an
   * original's megabytes): the parent decides. Never on Save-Data.
   */
  preloadAtOnce?: boolean;
  /** Set for cross-origin media or captions that need CORS (e.g. 'anonymous'). */
  crossOrigin?: 'anonymous' | 'use-credentials';
  /** A lecture's id: where it was stopped is kept in this browser and offered as 'Continue from …'. */
  rememberAs?: string;
  /** Title, speaker and artwork for the lock screen and headset controls while this player plays. */
  nowPlaying?: NowPlaying;
  /** Called on every timeupdate (about 4 times a second while playing) with seconds. */
  onTimeUpdate?: (seconds: number) => void;
  /** Called when playback reaches the end (a series offers its next part). */
  onEnded?: () => void;
  className?: string;
  ref?: Ref<MediaPlayerHandle>;
};

const INTERACTIVE = 'button, a, input, select, textarea, [role="slider"], [role="combobox"]';

/**
 * Audio or video player with one controls bar: play/pause, skip back 15 s and forward 30 s, seek,
 * time, volume, speed (kept in this browser). Keyboard (when the player or its media has focus):
 * space or k play/pause, j back 15 s, l forward 30 s, left/right seek 5 s, up/down volume,
 * m mute. A new src remounts the player (fresh state).
 */
export function MediaPlayer(props: MediaPlayerProps) {
  return <MediaPlayerInstance key={props.src} {...props} />;
}

function MediaPlayerInstance({
  mediaType,
  src,
  hls = false,
  fallbackSrc,
  title,
  poster,
  captionsUrl,
  captionsLanguage = 'en',
  captionsLabel,
  chapters,
  chaptersUrl,
  preloadAtOnce = false,
  crossOrigin,
  rememberAs,
  nowPlaying,
  onTimeUpdate,
  onEnded,
  className,
  ref,
}: MediaPlayerProps) {
  const { t } = useTranslation('player');
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const mediaRef = mediaType === 'video' ? videoRef : audioRef;
  const controls = useMediaControls(mediaRef, onTimeUpdate);
  const getMedia = useCallback(() => mediaRef.current, [mediaRef]);
  useMediaSession(nowPlaying, controls, getMedia);
  const memory = usePlaybackMemory(rememberAs, mediaRef, controls.mediaEvents);
  const { resumeAt } = memory;
  const mediaEvents: typeof controls.mediaEvents = {
    ...memory.mediaEvents,
    // One sound at a time: a lecture left playing in the mini-player stops when this one starts.
    onPlay: () => {
      memory.mediaEvents.onPlay();
      miniPlayer.close();
    },
    onEnded: () => {
      memory.mediaEvents.onEnded();
      onEnded?.();
    },
  };
  // Otherwise nothing is fetched before the app has taken over the server's page: by then the page
  // may have chosen other media (a video's sound alone on Save-Data), and the first bytes would be
  // wasted. On Save-Data nothing at all before play.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const saveData = useSaveData();
  const preload = !saveData && (preloadAtOnce || hydrated) ? 'metadata' : 'none';
  useReleaseOnRemoval(mediaRef);
  useHlsSource(mediaRef, hls ? src : undefined, fallbackSrc, hydrated);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      seek: controls.seekTo,
      play: async () => {
        await mediaRef.current?.play();
      },
      pause: () => mediaRef.current?.pause(),
      getCurrentTime: () => mediaRef.current?.currentTime ?? 0,
      getMediaElement: () => mediaRef.current,
    }),
    [controls.seekTo, mediaRef],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    const onControl = target.closest(INTERACTIVE) !== null;
    let handled = true;
    switch (event.key) {
      case ' ':
        // Space on a button presses that button; only the player surface toggles.
        if (onControl) return;
        controls.togglePlay();
        break;
      case 'k':
      case 'K':
        controls.togglePlay();
        break;
      case 'm':
      case 'M':
        controls.toggleMute();
        break;
      case 'j':
      case 'J':
        controls.seekBy(-SKIP_BACK_SECONDS);
        break;
      case 'l':
      case 'L':
        controls.seekBy(SKIP_FORWARD_SECONDS);
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        // A focused slider or select uses the arrows itself.
        if (onControl) return;
        controls.seekBy(event.key === 'ArrowLeft' ? -KEY_SEEK_SECONDS : KEY_SEEK_SECONDS);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onControl) return;
        controls.setVolume((controls.muted ? 0 : controls.volume) + (event.key === 'ArrowUp' ? KEY_VOLUME_STEP : -KEY_VOLUME_STEP));
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  }

  function toggleCaptions() {
    const track = Array.from(videoRef.current?.textTracks ?? []).find((t) => t.kind === 'captions');
    const next = !captionsOn;
    if (track) track.mode = next ? 'showing' : 'hidden';
    setCaptionsOn(next);
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.error('Exit fullscreen failed', error));
    } else {
      rootRef.current?.requestFullscreen().catch((error: unknown) => console.error('Fullscreen failed', error));
    }
  }

  const videoExtra =
    mediaType === 'video' ? (
      <>
        {captionsUrl && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={toggleCaptions}
            aria-label={captionsOn ? t('player.hideCaptions') : t('player.showCaptions')}
            aria-pressed={captionsOn}
            data-testid="player-captions"
          >
            <Captions aria-hidden className={cn(!captionsOn && 'opacity-50')} />
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t('player.exitFullScreen') : t('player.fullScreen')}
          data-testid="player-fullscreen"
        >
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </Button>
      </>
    ) : undefined;

  return (
    // The player is one focusable region whose keys (space, arrows, M, F) work wherever focus is in it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keyboard shortcuts are the point
    <div
      ref={rootRef}
      role="region"
      aria-label={title ? t('player.region', { title }) : mediaType === 'video' ? t('player.videoPlayer') : t('player.audioPlayer')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so its keys work
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="media-player"
      data-media-type={mediaType}
      data-state={controls.status}
      data-playing={controls.playing}
      className={cn(
        'flex flex-col gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        fullscreen && 'bg-background p-4',
        className,
      )}
    >
      {mediaType === 'video' ? (
        // Captions are the transcript's: the track is added once there is one.
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the track is conditional, not missing
        <video
          ref={videoRef}
          preload={preload}
          playsInline
          poster={poster}
          crossOrigin={crossOrigin}
          src={hls ? undefined : src}
          data-hls={hls || undefined}
          onClick={controls.togglePlay}
          className={cn('w-full rounded-md bg-black', fullscreen ? 'min-h-0 flex-1 object-contain' : 'aspect-video')}
          {...mediaEvents}
        >
          {captionsUrl && <track kind="captions" src={captionsUrl} srcLang={captionsLanguage} label={captionsLabel ?? t('player.captions')} default />}
          {chaptersUrl && <track kind="chapters" src={chaptersUrl} srcLang={captionsLanguage} label={t('player.chapters')} default />}
        </video>
      ) : (
        // A recording's text alternative is its transcript, shown beside the player (WCAG 1.2.1).
        // eslint-disable-next-line jsx-a11y/media-has-caption -- audio only
        <audio ref={audioRef} src={hls ? undefined : src} preload={preload} crossOrigin={crossOrigin} {...mediaEvents}>
          {chaptersUrl && <track kind="chapters" src={chaptersUrl} srcLang={captionsLanguage} label={t('player.chapters')} default />}
        </audio>
      )}
      {resumeAt !== null && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => {
            memory.dismissResume();
            controls.seekTo(resumeAt);
            mediaRef.current?.play().catch((error: unknown) => console.error('Media playback failed', error));
          }}
          data-testid="player-resume"
        >
          <RotateCcw aria-hidden />
          {t('player.continueFrom', { time: formatPlayerTime(resumeAt) })}
        </Button>
      )}
      <PlayerControls controls={controls} extra={videoExtra} chapters={chapters} />
    </div>
  );
}
