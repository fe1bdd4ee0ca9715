import { useEffect } from 'react';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './player-constants';
import type { MediaControls } from './use-media-controls';

export type NowPlaying = { title: string; artist?: string; artworkUrl?: string };

/**
 * Lock-screen, notification and headset controls (Media Session API): the lecture's title,
 * speaker and artwork, play, pause, skip back 15 s, forward 30 s and seek. Set while this
 * player plays, so the last one started owns them.
 */
export function useMediaSession(nowPlaying: NowPlaying | undefined, controls: MediaControls, media: () => HTMLMediaElement | null): void {
  const { playing, seekBy, seekTo } = controls;
  const title = nowPlaying?.title;
  const artist = nowPlaying?.artist;
  const artworkUrl = nowPlaying?.artworkUrl;
  useEffect(() => {
    if (!playing || !title || typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const session = navigator.mediaSession;
    const artwork = artworkUrl ? [{ src: new URL(artworkUrl, window.location.href).href, sizes: '640x360', type: 'image/png' }] : [];
    session.metadata = new MediaMetadata({ title, artist: artist ?? '', artwork });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void media()?.play().catch(() => undefined)],
      ['pause', () => media()?.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SKIP_BACK_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SKIP_FORWARD_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
  }, [playing, title, artist, artworkUrl, seekBy, seekTo, media]);
}
