/** SPEC section 9: playback speeds, default 1. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_PLAYBACK_RATE = 1;
/** Seek slider step, in percent of the duration. */
export const SEEK_STEP_PERCENT = 0.1;
/** Volume in percent, step 1, default 100. */
export const DEFAULT_VOLUME = 100;
/** Keyboard steps: arrows seek 5 s and change volume by 5 percent. */
export const KEY_SEEK_SECONDS = 5;
export const KEY_VOLUME_STEP = 5;
/** The skip buttons (and J / L keys, lock-screen and headset controls): back 15 s, forward 30 s. */
export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;
