import { useCallback, useEffect, useState, type RefObject, type SyntheticEvent } from 'react';
import { DEFAULT_PLAYBACK_RATE, DEFAULT_VOLUME } from './player-constants';

export type PlayerStatus = 'loading' | 'ready';

export type MediaControls = {
  status: PlayerStatus;
  playing: boolean;
  currentTime: number;
  /** Seconds; 0 while unknown (or for a stream without a duration). */
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  togglePlay: () => void;
  seekTo: (seconds: number) => void;
  seekBy: (deltaSeconds: number) => void;
  setVolume: (percent: number) => void;
  toggleMute: () => void;
  setRate: (rate: number) => void;
  /** Spread onto the <audio>/<video> element. */
  mediaEvents: {
    onLoadedMetadata: (e: SyntheticEvent<HTMLMediaElement>) => void;
    onCanPlay: () => void;
    onDurationChange: (e: SyntheticEvent<HTMLMediaElement>) => void;
    onTimeUpdate: (e: SyntheticEvent<HTMLMediaElement>) => void;
    onPlay: () => void;
    onPause: () => void;
    onEnded: () => void;
    onVolumeChange: (e: SyntheticEvent<HTMLMediaElement>) => void;
    onRateChange: (e: SyntheticEvent<HTMLMediaElement>) => void;
    onError: (e: SyntheticEvent<HTMLMediaElement>) => void;
  };
};

function finiteOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * State of one media element, driven by its own events (the element is the source of truth;
 * the UI only asks it to change). onTimeUpdate lets a transcript follow playback.
 */
export function useMediaControls(
  mediaRef: RefObject<HTMLMediaElement | null>,
  onTimeUpdate?: (seconds: number) => void,
): MediaControls {
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [rate, setRateState] = useState(DEFAULT_PLAYBACK_RATE);

  // Metadata may already be there (cached media, or read from the server's page) before React
  // attached the listeners, and the sound may be playing (started from the server's page).
  useEffect(() => {
    const el = mediaRef.current;
    if (el && el.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setDuration(finiteOrZero(el.duration));
      setStatus('ready');
    }
    if (el && !el.paused) setPlaying(true);
  }, [mediaRef]);

  const togglePlay = useCallback(() => {
    const el = mediaRef.current;
    if (!el) return;
    if (el.paused || el.ended) {
      el.play().catch((error: unknown) => console.error('Media playback failed', error));
    } else {
      el.pause();
    }
  }, [mediaRef]);

  const seekTo = useCallback(
    (seconds: number) => {
      const el = mediaRef.current;
      if (!el) return;
      const max = finiteOrZero(el.duration);
      const target = Math.max(0, max > 0 ? Math.min(seconds, max) : seconds);
      el.currentTime = target;
      setCurrentTime(target);
    },
    [mediaRef],
  );

  const seekBy = useCallback(
    (delta: number) => {
      const el = mediaRef.current;
      if (el) seekTo(el.currentTime + delta);
    },
    [mediaRef, seekTo],
  );

  const setVolume = useCallback(
    (percent: number) => {
      const el = mediaRef.current;
      const clamped = Math.max(0, Math.min(100, Math.round(percent)));
      setVolumeState(clamped);
      if (!el) return;
      el.volume = clamped / 100;
      if (clamped > 0 && el.muted) el.muted = false;
    },
    [mediaRef],
  );

  const toggleMute = useCallback(() => {
    const el = mediaRef.current;
    if (el) el.muted = !el.muted;
  }, [mediaRef]);

  const setRate = useCallback(
    (next: number) => {
      const el = mediaRef.current;
      setRateState(next);
      if (el) el.playbackRate = next;
    },
    [mediaRef],
  );

  const mediaEvents: MediaControls['mediaEvents'] = {
    onLoadedMetadata: (e) => {
      setDuration(finiteOrZero(e.currentTarget.duration));
      setStatus('ready');
    },
    onCanPlay: () => setStatus('ready'),
    onDurationChange: (e) => setDuration(finiteOrZero(e.currentTarget.duration)),
    onTimeUpdate: (e) => {
      const time = e.currentTarget.currentTime;
      setCurrentTime(time);
      onTimeUpdate?.(time);
    },
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    // Ended returns to paused (the element reports paused=true after ending).
    onEnded: () => setPlaying(false),
    onVolumeChange: (e) => {
      setMuted(e.currentTarget.muted);
      setVolumeState(Math.round(e.currentTarget.volume * 100));
    },
    onRateChange: (e) => setRateState(e.currentTarget.playbackRate),
    // SPEC section 8: media load errors are only logged.
    onError: (e) => console.error('Media failed to load', e.currentTarget.currentSrc, e.currentTarget.error),
  };

  return {
    status,
    playing,
    currentTime,
    duration,
    volume,
    muted,
    rate,
    togglePlay,
    seekTo,
    seekBy,
    setVolume,
    toggleMute,
    setRate,
    mediaEvents,
  };
}
