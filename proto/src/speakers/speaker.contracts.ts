import type {
  CreateSpeakerRequest,
  GetSpeakerRequest,
  ListSpeakersRequest,
  MergeSpeakersRequest,
  PublicSpeakerRequest,
  SeriesSpeakersRequest,
  SetSeriesSpeakersRequest,
  SpeakerChangesRequest,
  SpeakerLecturesRequest,
  SplitSpeakerRequest,
  UpdateSpeakerRequest,
} from './speaker.messages';
import type { SpeakerChange, SpeakerLecturesPage, SpeakerRecord, SpeakerRef, SpeakerSummary, SplitSpeakerReply } from './speaker.types';

export * from './speaker.types';
export * from './speaker.messages';
export * from './speaker-names';

/** Speakers live in content, beside the lectures that name them. */
export const SpeakerPatterns = {
  list: 'content.speakers.list.v1',
  get: 'content.speakers.get.v1',
  getPublic: 'content.speakers.public.v1',
  lectures: 'content.speakers.lectures.v1',
  create: 'content.speakers.create.v1',
  update: 'content.speakers.update.v1',
  merge: 'content.speakers.merge.v1',
  split: 'content.speakers.split.v1',
  changes: 'content.speakers.changes.v1',
  seriesSpeakers: 'content.speakers.series.v1',
  setSeriesSpeakers: 'content.speakers.series.set.v1',
} as const;

export interface SpeakerRequests {
  'content.speakers.list.v1': { request: ListSpeakersRequest; reply: SpeakerSummary[] };
  'content.speakers.get.v1': { request: GetSpeakerRequest; reply: SpeakerRecord };
  'content.speakers.public.v1': { request: PublicSpeakerRequest; reply: SpeakerRecord };
  'content.speakers.lectures.v1': { request: SpeakerLecturesRequest; reply: SpeakerLecturesPage };
  'content.speakers.create.v1': { request: CreateSpeakerRequest; reply: SpeakerRecord };
  'content.speakers.update.v1': { request: UpdateSpeakerRequest; reply: SpeakerRecord };
  'content.speakers.merge.v1': { request: MergeSpeakersRequest; reply: SpeakerRecord };
  'content.speakers.split.v1': { request: SplitSpeakerRequest; reply: SplitSpeakerReply };
  'content.speakers.changes.v1': { request: SpeakerChangesRequest; reply: SpeakerChange[] };
  'content.speakers.series.v1': { request: SeriesSpeakersRequest; reply: SpeakerRef[] };
  'content.speakers.series.set.v1': { request: SetSeriesSpeakersRequest; reply: SpeakerRef[] };
}
