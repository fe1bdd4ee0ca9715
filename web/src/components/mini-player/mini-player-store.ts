import { useSyncExternalStore } from 'react';

/** A lecture whose page was left while it played: it goes on in the mini-player from `time`. */
export type HandedOff = {
  /** The lecture's id (its place is remembered under it, as its page's player does). */
  id: string;
  /** Its page, to go back to. */
  href: string;
  /** Sound only: the lecture's audio, or a video's audio rendition. */
  src: string;
  time: number;
  rate: number;
  title: string;
  artist?: string;
  artworkUrl?: string;
};

type Playing = { paused: boolean; currentTime: number; pause: () => void };

let handed: HandedOff | null = null;
let element: Playing | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * One sound at a time across pages: a page's player hands its lecture over when the page is left
 * while it plays, takes it back when that lecture's page opens again, and stops it when another
 * lecture starts. A module store (no provider): the player and the mini-player are far apart.
 */
export const miniPlayer = {
  current: (): HandedOff | null => handed,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  handOff(lecture: HandedOff): void {
    handed = lecture;
    changed();
  },
  /** The mini-player's element, so a page taking the lecture back knows the second reached. */
  attach(playing: Playing | null): void {
    element = playing;
  },
  /** This lecture's page is open again: the mini-player stops, and says where it was (null if it had another lecture or none). */
  takeBack(id: string): { time: number; playing: boolean } | null {
    if (handed?.id !== id) return null;
    const state = element ? { time: element.currentTime, playing: !element.paused } : { time: handed.time, playing: true };
    miniPlayer.close();
    return state;
  },
  /** Another lecture started playing, or the listener closed the mini-player. */
  close(): void {
    if (!handed) return;
    element?.pause();
    handed = null;
    changed();
  },
};

export function useHandedOff(): HandedOff | null {
  return useSyncExternalStore(miniPlayer.subscribe, miniPlayer.current, () => null);
}
