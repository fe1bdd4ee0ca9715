import 'reflect-metadata';

export * from './common/errors';
export * from './common/validate';
export * from './common/actor';
export * from './contracts';
export * from './content/content.types';
export * from './content/content.messages';
export * from './content/search.messages';
export * from './content/page.messages';
export * from './audit/audit.types';
export * from './content/content.events';
export * from './content/content.contracts';
export * from './media/media.contracts';
export * from './transcription/transcription.events';
export * from './transcription/transcription.contracts';
export * from './transcription/transcription.tasks';
export * from './progress';
export * from './routes';
