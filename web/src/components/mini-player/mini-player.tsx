import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Pause, Play, Redo2, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMediaControls } from '@/components/media-player/use-media-controls';
import { useMediaSession } from '@/components/media-player/use-media-session';
import { usePlaybackMemory } from '@/components/media-player/use-playback-memory';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '@/components/media-player/player-constants';
import { formatPlayerTime } from '@/lib/format';
import { storePosition } from '@/lib/playback-memory';
import { miniPlayer, type HandedOff } from './mini-player-store';

/**
 * The lecture a listener left playing, going on at the foot of every page: its sound from the
 * second it was left at, the same speed, play and pause, back 15 s and forward 30 s, its title
 * leading back to its page (whose player takes it over), and close. Where it is, is remembered
 * like the page's player remembers it, so closing it leaves 'Continue from …' on the lecture.
 */
export function MiniPlayer({ lecture }: { lecture: HandedOff }) {
  const { t } = useTranslation('player');
  const audioRef = useRef<HTMLAudioElement>(null);
  const controls = useMediaControls(audioRef);
  const getMedia = useCallback(() => audioRef.current, []);
  useMediaSession({ title: lecture.title, artist: lecture.artist, artworkUrl: lecture.artworkUrl }, controls, getMedia);
  const memory = usePlaybackMemory(lecture.id, audioRef, controls.mediaEvents);

  useEffect(() => {
    const el = audioRef.current;
    if (!el) return;
    miniPlayer.attach(el);
    el.currentTime = lecture.time;
    el.playbackRate = lecture.rate;
    // The listener's click that left the page counts as their gesture: it plays on.
    el.play().catch((error: unknown) => console.error('The mini-player could not play on', error));
    return () => {
      // Closed or taken back: its place is kept, as the page's player keeps it on pause.
      if (el.currentTime >= 1 && !el.ended) storePosition(lecture.id, el.currentTime);
      miniPlayer.attach(null);
    };
  }, [lecture]);

  const progress = controls.duration > 0 ? Math.min(100, (controls.currentTime / controls.duration) * 100) : 0;
  return (
    <section
      aria-label={t('miniPlayer.nowPlaying')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-lg backdrop-blur supports-[backdrop-filter]:bg-background/80"
      data-testid="mini-player"
    >
      {/* Fills left to right in either language, as the page player's seek bar does. */}
      <div className="h-0.5 bg-muted" dir="ltr" aria-hidden>
        <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
      </div>
      <div className="mx-auto flex h-[4.75rem] max-w-6xl items-center gap-3 px-3 sm:px-4">
        {lecture.artworkUrl && <img src={lecture.artworkUrl} alt="" width={96} height={54} className="hidden aspect-video w-24 shrink-0 rounded border object-cover sm:block" />}
        <div className="min-w-0 flex-1">
          <Link to={lecture.href} className="block truncate text-sm font-medium hover:underline" dir="auto" data-testid="mini-player-title">
            {lecture.title}
          </Link>
          <p className="truncate text-xs text-muted-foreground tabular-nums">
            {lecture.artist && (
              <>
                <bdi>{lecture.artist}</bdi>
                {' · '}
              </>
            )}
            <span data-testid="mini-player-time">{formatPlayerTime(controls.currentTime)}</span>
            {controls.duration > 0 && ` / ${formatPlayerTime(controls.duration)}`}
          </p>
        </div>
        <Button type="button" variant="ghost" size="icon" className="hidden sm:inline-flex" onClick={() => controls.seekBy(-SKIP_BACK_SECONDS)} aria-label={t('controls.back', { seconds: SKIP_BACK_SECONDS })}>
          <Undo2 aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <Button type="button" size="icon" className="rounded-full" onClick={controls.togglePlay} aria-label={controls.playing ? t('controls.pause') : t('controls.play')} data-testid="mini-player-toggle">
          {controls.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <Button type="button" variant="ghost" size="icon" className="hidden sm:inline-flex" onClick={() => controls.seekBy(SKIP_FORWARD_SECONDS)} aria-label={t('controls.forward', { seconds: SKIP_FORWARD_SECONDS })}>
          <Redo2 aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <Button type="button" variant="ghost" size="icon" onClick={() => miniPlayer.close()} aria-label={t('miniPlayer.close')} data-testid="mini-player-close">
          <X aria-hidden />
        </Button>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- sound going on from the lecture's page, whose transcript its title leads back to */}
        <audio ref={audioRef} src={lecture.src} preload="auto" {...memory.mediaEvents} />
      </div>
    </section>
  );
}
