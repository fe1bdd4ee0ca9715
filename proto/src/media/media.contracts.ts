import type { ArtworkReply, ArtworkRequest } from './artwork.messages';
import type { PruneSeriesArtworkReply, PruneSeriesArtworkRequest, SeriesArtworkRequest, StoreSeriesArtworkReply, StoreSeriesArtworkRequest } from './series-artwork.messages';
import type { FixityFindingEvent, FixityReportRequest } from './fixity.messages';
import type { FixityReport } from './fixity.types';
import type { ListRenditionsReply, ListRenditionsRequest, RenditionRequestedEvent } from './rendition.messages';
import type {
  AuthorizeMediaReadReply,
  AuthorizeMediaReadRequest,
  CreateUploadUrlReply,
  CreateUploadUrlRequest,
  CheckedUpload,
  CheckUploadRequest,
  SniffUploadReply,
  SniffUploadRequest,
  CreateUploadSlotReply,
  CreateUploadSlotRequest,
  MediaRegisteredEvent,
  MediaRejectedEvent,
} from './media.messages';

export * from './media.types';
export * from './media.messages';
export * from './artwork.messages';
export * from './series-artwork.messages';
export * from './artwork-fingerprint';
export * from './media-tags';
export * from './fixity.messages';
export * from './fixity.types';
export * from './rendition.messages';

export const MEDIA_QUEUE = 'media-storage';
/** Rendition work (ffmpeg): read by the rendition workers, scaled on its depth. */
export const RENDITION_QUEUE = 'media-renditions';

export const MediaPatterns = {
  createUploadUrl: 'media.upload-url.create.v1',
  createUploadSlot: 'media.upload-slot.create.v1',
  checkUpload: 'media.upload.check.v1',
  sniffUpload: 'media.upload.sniff.v1',
  authorizeRead: 'media.read.authorize.v1',
  artwork: 'media.artwork.v1',
  storeSeriesArtwork: 'media.series-artwork.store.v1',
  seriesArtwork: 'media.series-artwork.v1',
  pruneSeriesArtwork: 'media.series-artwork.prune.v1',
  registered: 'media.registered.v1',
  rejected: 'media.rejected.v1',
  fixityReport: 'media.fixity.report.v1',
  fixityFailed: 'media.fixity-failed.v1',
  renditionRequested: 'media.rendition.requested.v1',
  listRenditions: 'media.renditions.list.v1',
} as const;

/** Requests the media-storage service answers. */
export interface MediaRequests {
  'media.upload-url.create.v1': { request: CreateUploadUrlRequest; reply: CreateUploadUrlReply };
  'media.upload-slot.create.v1': { request: CreateUploadSlotRequest; reply: CreateUploadSlotReply };
  'media.upload.check.v1': { request: CheckUploadRequest; reply: CheckedUpload };
  'media.upload.sniff.v1': { request: SniffUploadRequest; reply: SniffUploadReply };
  'media.read.authorize.v1': { request: AuthorizeMediaReadRequest; reply: AuthorizeMediaReadReply };
  'media.artwork.v1': { request: ArtworkRequest; reply: ArtworkReply };
  'media.series-artwork.store.v1': { request: StoreSeriesArtworkRequest; reply: StoreSeriesArtworkReply };
  'media.series-artwork.v1': { request: SeriesArtworkRequest; reply: ArtworkReply };
  'media.series-artwork.prune.v1': { request: PruneSeriesArtworkRequest; reply: PruneSeriesArtworkReply };
  'media.fixity.report.v1': { request: FixityReportRequest; reply: FixityReport };
  'media.renditions.list.v1': { request: ListRenditionsRequest; reply: ListRenditionsReply };
}

/** The upload saga's answers to content.upload-accepted, sent through media-storage's outbox. */
export interface MediaEvents {
  'media.registered.v1': MediaRegisteredEvent;
  'media.rejected.v1': MediaRejectedEvent;
  /** The fixity audit found an original missing or changed (to the gateway, for the audit log). */
  'media.fixity-failed.v1': FixityFindingEvent;
  /** An original waits for its renditions (media-storage's outbox to the rendition workers). */
  'media.rendition.requested.v1': RenditionRequestedEvent;
}
