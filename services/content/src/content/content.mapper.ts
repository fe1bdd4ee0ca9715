import type { ContentRecord } from '@lectures/proto';
import type { ContentEntity } from './content.entity';
import { publicAnalysis } from './analysis-review';
import { reviewOf, staffFieldsOf } from './pending-revision';

/**
 * The bus shape of an item (keys, not URLs; the transcript is asked for on its own). Staff see
 * a published item's changes waiting for review over its fields; visitors never do.
 */
export function toContentRecord(item: ContentEntity, view: 'public' | 'staff'): ContentRecord {
  const staff = view === 'staff';
  const entity = staff ? { ...item, ...staffFieldsOf(item) } : item;
  return {
    id: entity.id,
    slug: item.slug ?? null,
    title: entity.title,
    description: entity.description,
    speaker: entity.speaker,
    durationSeconds: entity.durationSeconds,
    tags: entity.tags,
    language: entity.language,
    status: entity.status,
    mediaType: entity.mediaType,
    mediaKey: entity.mediaKey,
    mediaFileSize: entity.mediaFileSize,
    mediaMimeType: entity.mediaMimeType,
    thumbnailKey: entity.thumbnailKey,
    videoWidth: entity.videoWidth,
    videoHeight: entity.videoHeight,
    videoFrameRate: entity.videoFrameRate,
    audioFileSize: entity.audioFileSize,
    audioMimeType: entity.audioMimeType,
    transcriptLength: entity.transcriptLength,
    aiMetadata: staff ? entity.aiMetadata : publicAnalysis(entity.aiMetadata),
    fileCreatedAt: entity.fileCreatedAt ? entity.fileCreatedAt.toISOString() : null,
    origin: entity.origin,
    seriesName: entity.seriesName,
    seriesPart: entity.seriesPart,
    recordedOn: entity.recordedOn,
    uploadedBy: entity.uploadedBy,
    publishedAt: entity.publishedAt ? entity.publishedAt.toISOString() : null,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
    // Lists do not load revisions: only an item read whole says whether one waits.
    ...(staff && item.analysisRequest ? { analysingAgain: true } : {}),
    ...(staff && item.pendingRevision !== undefined ? { pendingReview: reviewOf(item.pendingRevision, item.aiMetadata) } : {}),
  };
}
