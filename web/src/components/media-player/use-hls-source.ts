import { useEffect, type RefObject } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Seconds buffered ahead before the listener first presses play; the usual 30 once playing. */
const BUFFER_BEFORE_PLAY = 6;
const BUFFER_PLAYING = 30;

/**
 * Plays an HLS master playlist in `mediaRef`: natively where the browser plays HLS (Safari,
 * iOS), else through hls.js, fetched only now (a chunk of its own, so pages without a video
 * never load it). hls.js starts on the lightest rung and climbs as the connection allows, and
 * fetches one segment ahead until the first play, as `preload="metadata"` would. Where neither
 * works, or hls.js meets an error it cannot get over, the original (`fallback`) is played.
 * Nothing happens until `enabled` (the app has taken over the server's page).
 */
export function useHlsSource(mediaRef: RefObject<HTMLMediaElement | null>, src: string | undefined, fallback: string | undefined, enabled: boolean) {
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !src || !enabled) return;
    if (media.canPlayType(HLS_TYPE) !== '') {
      media.src = src;
      return;
    }
    let stopped = false;
    let destroy: (() => void) | undefined;
    const playOriginal = () => {
      if (fallback && !stopped) media.src = fallback;
    };
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) return playOriginal();
        const hls = new Hls({ startLevel: 0, maxBufferLength: BUFFER_BEFORE_PLAY, capLevelToPlayerSize: true });
        const onPlay = () => {
          hls.config.maxBufferLength = BUFFER_PLAYING;
        };
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          console.error('HLS playback failed; playing the original', data.details);
          hls.destroy();
          playOriginal();
        });
        media.addEventListener('play', onPlay, { once: true });
        hls.loadSource(src);
        hls.attachMedia(media);
        destroy = () => {
          media.removeEventListener('play', onPlay);
          hls.destroy();
        };
      })
      .catch((error: unknown) => {
        console.error('hls.js could not be loaded; playing the original', error);
        playOriginal();
      });
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [mediaRef, src, fallback, enabled]);
}
