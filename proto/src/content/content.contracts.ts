import type { ContentRecord, ContentRecordV1 } from './content.types';
import type { AnalyseAgainRequest, GetAnalysisSettingsRequest, UpdateAnalysisSettingsRequest } from './analysis-review.messages';
import type { AnalysisSettings } from './analysis-ownership';
import type {
  ContentActionRequest,
  CreateContentRequest,
  CreateFromUploadRequest,
  DeleteContentReply,
  GetContentRequest,
  ListContentRequest,
  PublicVersionReply,
  PublicVersionRequest,
  UpdateContentRequest,
} from './content.messages';
import type { ContentFiguresReply, ContentFiguresRequest, ContentGroupsReply, ContentGroupsRequest, ContentPageReply, PageContentRequest } from './page.messages';
import type { SearchContentReply, SearchContentRequest } from './search.messages';
import type { EditTranscriptRequest, GetTranscriptRequest, ReprocessContentRequest, TranscriptHistoryRequest } from './transcript.messages';
import type { ContentReadReply, TranscriptHistoryReply, TranscriptReply } from './transcript.types';
import type { ContentDeletedEvent, ContentVisibilityChangedEvent, UploadAcceptedEvent } from './content.events';

export const CONTENT_QUEUE = 'content';

export const ContentPatterns = {
  list: 'content.list.v1',
  page: 'content.page.v1',
  figures: 'content.figures.v1',
  groups: 'content.groups.v1',
  search: 'content.search.v1',
  publicVersion: 'content.public-version.v1',
  /** The item with its transcript, as the previous release's gateways ask for it; answered until the release after this one. */
  getV1: 'content.get.v1',
  get: 'content.get.v2',
  /** The record and its transcript from one snapshot: what the item routes answer. */
  read: 'content.read.v1',
  create: 'content.create.v1',
  createFromUpload: 'content.create-from-upload.v1',
  update: 'content.update.v1',
  approve: 'content.approve.v1',
  delete: 'content.delete.v1',
  reprocess: 'content.reprocess.v1',
  analyseAgain: 'content.analyse-again.v1',
  analysisSettings: 'content.analysis-settings.get.v1',
  updateAnalysisSettings: 'content.analysis-settings.update.v1',
  editTranscript: 'content.transcript.edit.v1',
  transcript: 'content.transcript.get.v1',
  transcriptHistory: 'content.transcript.history.v1',
  deleted: 'content.deleted.v1',
  visibilityChanged: 'content.visibility-changed.v1',
  uploadAccepted: 'content.upload-accepted.v1',
  createFromUploadRequested: 'content.create-from-upload.requested.v1',
} as const;

export interface ContentRequests {
  'content.list.v1': { request: ListContentRequest; reply: ContentRecord[] };
  'content.page.v1': { request: PageContentRequest; reply: ContentPageReply };
  'content.figures.v1': { request: ContentFiguresRequest; reply: ContentFiguresReply };
  'content.groups.v1': { request: ContentGroupsRequest; reply: ContentGroupsReply };
  'content.search.v1': { request: SearchContentRequest; reply: SearchContentReply };
  'content.public-version.v1': { request: PublicVersionRequest; reply: PublicVersionReply };
  'content.get.v1': { request: GetContentRequest; reply: ContentRecordV1 };
  'content.get.v2': { request: GetContentRequest; reply: ContentRecord };
  'content.read.v1': { request: GetContentRequest; reply: ContentReadReply };
  'content.create.v1': { request: CreateContentRequest; reply: ContentRecord };
  'content.create-from-upload.v1': { request: CreateFromUploadRequest; reply: ContentRecord };
  'content.update.v1': { request: UpdateContentRequest; reply: ContentRecord };
  'content.approve.v1': { request: ContentActionRequest; reply: ContentRecord };
  'content.delete.v1': { request: ContentActionRequest; reply: DeleteContentReply };
  'content.reprocess.v1': { request: ReprocessContentRequest; reply: ContentRecord };
  'content.analyse-again.v1': { request: AnalyseAgainRequest; reply: ContentRecord };
  'content.analysis-settings.get.v1': { request: GetAnalysisSettingsRequest; reply: AnalysisSettings };
  'content.analysis-settings.update.v1': { request: UpdateAnalysisSettingsRequest; reply: AnalysisSettings };
  'content.transcript.edit.v1': { request: EditTranscriptRequest; reply: ContentRecord };
  'content.transcript.get.v1': { request: GetTranscriptRequest; reply: TranscriptReply };
  'content.transcript.history.v1': { request: TranscriptHistoryRequest; reply: TranscriptHistoryReply };
}

export interface ContentEvents {
  'content.deleted.v1': ContentDeletedEvent;
  'content.visibility-changed.v1': ContentVisibilityChangedEvent;
  'content.upload-accepted.v1': UploadAcceptedEvent;
  /** The same request, handed to the broker when content did not answer in time: made when it can. */
  'content.create-from-upload.requested.v1': CreateFromUploadRequest;
}
