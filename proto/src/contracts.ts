import type { ContentEvents, ContentRequests } from './content/content.contracts';
import type { ImportEvents, ImportRequests } from './imports/import.contracts';
import type { SeriesRequests } from './series/series.contracts';
import type { SpeakerRequests } from './speakers/speaker.contracts';
import type { AddressRequests } from './addresses/addresses.contracts';
import type { MediaEvents, MediaRequests } from './media/media.contracts';
import type { TranscriptionEvents, TranscriptionRequests } from './transcription/transcription.contracts';

/** Every request/reply pattern, keyed by name: a handler cannot receive the wrong shape. */
export interface RequestContracts extends ContentRequests, MediaRequests, TranscriptionRequests, ImportRequests, SeriesRequests, SpeakerRequests, AddressRequests {}
/** Every event pattern and its payload. */
export interface EventContracts extends ContentEvents, MediaEvents, TranscriptionEvents, ImportEvents {}

export type RequestPattern = keyof RequestContracts;
export type EventPattern = keyof EventContracts;
export type RequestOf<P extends RequestPattern> = RequestContracts[P]['request'];
export type ReplyOf<P extends RequestPattern> = RequestContracts[P]['reply'];
export type EventOf<P extends EventPattern> = EventContracts[P];
