import { mediaRouteFor } from '@lectures/object-store';
import { artworkFingerprint, withTranscript, type ArtworkVariant, type Chapter, type ContentDto, type ContentRecord, type StoredRendition, type TranscriptReply } from '@lectures/proto';


/** The gateway's route for an item's picture (ArtworkController). */
export function artworkRouteFor(id: string, variant: ArtworkVariant, version: string): string {
  return `/api/content/${id}/artwork?variant=${variant}&v=${version}`;
}

/** The analysis's chapters in time order; one stored before chapters carried the mark counts as a person's. */
function chaptersOf(record: ContentRecord): Chapter[] {
  return [...(record.aiMetadata?.chapters ?? [])]
    .sort((a, b) => a.startTimeSec - b.startTimeSec)
    .map(({ title, startTimeSec, generated }) => ({ startTimeSec, title, generated: generated === true }));
}

/**
 * The one place keys become URLs and an item meets its transcript: the content service keeps
 * object keys; HTTP clients get SPEC's `mediaUrl`, `audioUrl` and `videoThumbnailUrl`, served by
 * the gateway's `/api/media/` route, and the item's pictures: a video's thumbnail or the
 * generated cover for cards, a 960x960 picture for social cards. An item read whole (with its
 * `transcript`) gets SPEC's `transcriptText` and `aiMetadata.segments`; lists and cards get
 * neither (`transcriptText` null), as SPEC's lists always did.
 */
export function toContentDto(
  record: ContentRecord,
  whole: { transcript?: TranscriptReply; directMediaUrl?: string | null; renditions?: StoredRendition[] } = {},
): ContentDto {
  const { mediaKey, thumbnailKey, aiMetadata, ...rest } = record;
  const { transcript, directMediaUrl, renditions } = whole;
  const mediaUrl = mediaKey ? mediaRouteFor(mediaKey) : null;
  // Changes whenever the pictures would: their URLs carry it, so they may be cached as immutable.
  const version = artworkFingerprint(record);
  return {
    ...rest,
    // A content service of the release before addresses sends none.
    slug: record.slug ?? null,
    ...(transcript ? withTranscript(aiMetadata, transcript.passages) : { transcriptText: null, aiMetadata }),
    mediaUrl,
    audioUrl: record.mediaType === 'audio' ? mediaUrl : null,
    videoThumbnailUrl: thumbnailKey ? mediaRouteFor(thumbnailKey) : null,
    artworkUrl: record.mediaType === 'video' && thumbnailKey ? mediaRouteFor(thumbnailKey) : artworkRouteFor(record.id, 'card', version),
    socialImageUrl: artworkRouteFor(record.id, 'social', version),
    podcastImageUrl: artworkRouteFor(record.id, 'podcast', version),
    chapters: chaptersOf(record),
    ...(directMediaUrl !== undefined ? { directMediaUrl } : {}),
    ...(renditions ? { renditions: renditions.map((r) => ({ kind: r.kind, mimeType: r.mimeType, bitRate: r.bitRate, size: r.size, url: mediaRouteFor(r.objectKey) })) } : {}),
  };
}
