export { MediaPlayer, type MediaPlayerHandle, type MediaPlayerProps } from './media-player';
export { PLAYBACK_RATES } from './player-constants';
