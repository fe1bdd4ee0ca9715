export * from './progress.messages';
export * from './progress.frames';
