import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { forgetPosition, readPosition, readRate, resumeMargin, storePosition, storeRate } from '@/lib/playback-memory';
import type { MediaControls } from './use-media-controls';

/** Seconds of playback between two writes of the position. */
const SAVE_EVERY = 5;

/**
 * The player's memory in this browser: the speed chosen (for every lecture) and, with
 * `rememberAs`, where this lecture stopped, offered as `resumeAt` until playback gets going.
 * Returns the media events to spread (each calls the controls' own first).
 */
export function usePlaybackMemory(rememberAs: string | undefined, mediaRef: RefObject<HTMLMediaElement | null>, events: MediaControls['mediaEvents']) {
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const lastSaved = useRef(0);
  const restore = useCallback(
    (el: HTMLMediaElement) => {
      const rate = readRate();
      if (rate !== null) el.playbackRate = rate;
      if (rememberAs) setResumeAt(readPosition(rememberAs, el.duration));
    },
    [rememberAs],
  );
  useEffect(() => {
    // Metadata may have arrived before React attached the listeners (cached media).
    const el = mediaRef.current;
    if (el && el.readyState >= HTMLMediaElement.HAVE_METADATA) restore(el);
  }, [mediaRef, restore]);
  const remember = (el: HTMLMediaElement) => {
    if (!rememberAs || el.currentTime < 1) return;
    storePosition(rememberAs, el.currentTime);
    lastSaved.current = el.currentTime;
  };
  const mediaEvents: MediaControls['mediaEvents'] = {
    ...events,
    onLoadedMetadata: (e) => {
      events.onLoadedMetadata(e);
      restore(e.currentTarget);
    },
    onTimeUpdate: (e) => {
      events.onTimeUpdate(e);
      const el = e.currentTarget;
      if (el.paused) return;
      if (Math.abs(el.currentTime - lastSaved.current) >= SAVE_EVERY) remember(el);
      if (el.currentTime >= resumeMargin(el.duration)) setResumeAt(null);
    },
    onPause: () => {
      events.onPause();
      const el = mediaRef.current;
      if (el && !el.ended) remember(el);
    },
    onRateChange: (e) => {
      events.onRateChange(e);
      storeRate(e.currentTarget.playbackRate);
    },
    onEnded: () => {
      events.onEnded();
      if (rememberAs) forgetPosition(rememberAs);
    },
  };
  return { resumeAt, dismissResume: () => setResumeAt(null), mediaEvents };
}
