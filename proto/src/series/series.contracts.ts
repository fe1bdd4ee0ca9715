import type {
  AddSeriesPartsRequest,
  CreateSeriesRequest,
  DeleteSeriesReply,
  GetSeriesRequest,
  ListSeriesRequest,
  MoveSeriesPartRequest,
  PublicSeriesRequest,
  RemoveSeriesPartRequest,
  SeriesActionRequest,
  SeriesPlacementRequest,
  SetSeriesArtworkRequest,
  UpdateSeriesRequest,
} from './series.messages';
import type { SeriesPlacement, SeriesRecord, SeriesSummary } from './series.types';

export * from './series.types';
export * from './series.messages';

/** Series live in content, beside the lectures they order. */
export const SeriesPatterns = {
  create: 'content.series.create.v1',
  update: 'content.series.update.v1',
  setArtwork: 'content.series.artwork.set.v1',
  delete: 'content.series.delete.v1',
  list: 'content.series.list.v1',
  get: 'content.series.get.v1',
  getPublic: 'content.series.public.v1',
  addParts: 'content.series.parts.add.v1',
  movePart: 'content.series.parts.move.v1',
  removePart: 'content.series.parts.remove.v1',
  placement: 'content.series.placement.v1',
} as const;

export interface SeriesRequests {
  'content.series.create.v1': { request: CreateSeriesRequest; reply: SeriesRecord };
  'content.series.update.v1': { request: UpdateSeriesRequest; reply: SeriesRecord };
  'content.series.artwork.set.v1': { request: SetSeriesArtworkRequest; reply: SeriesRecord };
  'content.series.delete.v1': { request: SeriesActionRequest; reply: DeleteSeriesReply };
  'content.series.list.v1': { request: ListSeriesRequest; reply: SeriesSummary[] };
  'content.series.get.v1': { request: GetSeriesRequest; reply: SeriesRecord };
  'content.series.public.v1': { request: PublicSeriesRequest; reply: SeriesRecord };
  'content.series.parts.add.v1': { request: AddSeriesPartsRequest; reply: SeriesRecord };
  'content.series.parts.move.v1': { request: MoveSeriesPartRequest; reply: SeriesRecord };
  'content.series.parts.remove.v1': { request: RemoveSeriesPartRequest; reply: SeriesRecord };
  'content.series.placement.v1': { request: SeriesPlacementRequest; reply: SeriesPlacement };
}
