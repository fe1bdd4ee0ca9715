export { transcriptionService, TRANSCRIPTION_SCHEMA } from './transcription.service-definition';
export type { TranscriptionConfig } from './transcription.config';
