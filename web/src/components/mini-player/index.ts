export { MiniPlayerSlot } from './mini-player-slot';
export { miniPlayer, type HandedOff } from './mini-player-store';
