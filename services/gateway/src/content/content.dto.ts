import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { AnalysisEdits, REVIEWED_ANALYSIS_FIELDS, type ReviewedAnalysisField, CONTENT_LANGUAGES, CONTENT_SORTS, CONTENT_STATUSES, GROUP_BYS, MEDIA_TYPES, PAGE_MAX_LIMIT, type AiMetadata, type ContentLanguage, type ContentSort, type ContentStatus, type GroupBy } from '@lectures/proto';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

const REVIEWED_MESSAGE = `Analysis fields are ${REVIEWED_ANALYSIS_FIELDS.join(', ')}`;

export const LANGUAGE_MESSAGE = "Language must be one of 'en' (English), 'ar' (Arabic), 'ur' (Urdu) or 'other'";

export class ChapterResponse {
  @ApiProperty({ example: 'The virtue of patience' }) title!: string;
  @ApiProperty({ description: 'where it starts, seconds into the lecture', example: 312.5 }) startTimeSec!: number;
  @ApiProperty({ description: 'written by the analysis and not yet edited or accepted by staff' }) generated!: boolean;
}

export class PendingReviewResponse {
  @ApiProperty({ description: "what waits: 'title', 'description', 'speaker', 'tags', 'transcript', or an analysis field ('summary', 'keyPoints', ...)", example: ['transcript'] })
  fields!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'who made the last change; null when only the transcription changed it' }) by!: string | null;
  @ApiProperty() at!: string;
  @ApiPropertyOptional({ description: 'why a reprocess of the published item failed (the published version stays)' }) error?: string;
}

/** The content item as the API returns it (SPEC section 3). */
export class RenditionResponse {
  @ApiProperty({
    enum: ['opus', 'aac', 'hls'],
    description: "opus: Opus in WebM (the lightest); aac: AAC-LC in MP4 for browsers without Opus; hls: a video's HLS ladder (360p and 720p, never above the source, H.264 with the speech AAC, and the sound alone as an audio-only variant), as its master playlist",
  })
  kind!: 'opus' | 'aac' | 'hls';
  @ApiProperty({ example: 'audio/webm; codecs="opus"', description: 'hls: application/vnd.apple.mpegurl' }) mimeType!: string;
  @ApiProperty({ description: "target bit rate, bits per second; hls: the top rung's peak (its BANDWIDTH), sound included", example: 32000 }) bitRate!: number;
  @ApiProperty({ description: 'bytes; hls: every playlist and segment of the ladder', example: 14_400_000 }) size!: number;
  @ApiProperty({ description: 'served like the original, under its access rules; hls: the master playlist, whose relative URIs resolve under the same route' }) url!: string;
}

export class ContentResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true, description: "its readable address: the public page is /content/{slug} (made from the title; earlier ones and the id redirect to it)" }) slug!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) speaker!: string | null;
  @ApiProperty({ type: Number, nullable: true }) durationSeconds!: number | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ enum: CONTENT_LANGUAGES, nullable: true, description: "Staff's choice, else the detected language" }) language!: string | null;
  @ApiProperty({ enum: CONTENT_STATUSES }) status!: ContentStatus;
  @ApiProperty({ enum: MEDIA_TYPES }) mediaType!: string;
  @ApiProperty({ type: String, nullable: true }) mediaUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) mediaFileSize!: number | null;
  @ApiProperty({ type: String, nullable: true }) mediaMimeType!: string | null;
  @ApiProperty({ type: String, nullable: true }) videoThumbnailUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) videoWidth!: number | null;
  @ApiProperty({ type: Number, nullable: true }) videoHeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) videoFrameRate!: number | null;
  @ApiProperty({ type: String, nullable: true }) audioUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) audioFileSize!: number | null;
  @ApiProperty({ type: String, nullable: true }) audioMimeType!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null in lists' }) transcriptText!: string | null;
  @ApiProperty({ type: Number, nullable: true }) transcriptLength!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'summary, keyPoints, topics, language, qna, references and suggested fields; the item routes add the timed transcript as segments' }) aiMetadata!: AiMetadata | null;
  @ApiProperty({ type: String, nullable: true }) fileCreatedAt!: string | null;
  @ApiProperty({ enum: ['upload', 'import'], description: 'import: made by an archive import (transcribed in the backlog lane)' }) origin!: 'upload' | 'import';
  @ApiProperty({ type: String, nullable: true, description: "the title of the series it is part of (staff's, or made from an import's album tag, folder or manifest)" }) seriesName!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'its part number in that series' }) seriesPart!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "when it was recorded: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'" }) recordedOn!: string | null;
  @ApiProperty() uploadedBy!: string;
  @ApiProperty({ type: String, nullable: true, description: 'when it was first published (unpublishing and publishing again keep it); null until then' }) publishedAt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) directMediaUrl?: string | null;
  @ApiProperty({ description: "the 16:9 picture of cards and the content page: a video's thumbnail, else the item's generated cover (640x360 JPEG, cached as immutable)" })
  artworkUrl!: string;
  @ApiProperty({ description: "the 960x960 JPEG of social cards: the generated cover, or a video's thumbnail letterboxed with its title" })
  socialImageUrl!: string;
  @ApiProperty({ description: "the social picture at 1400x1400 (podcast apps' episode art, Apple's minimum)" })
  podcastImageUrl!: string;
  @ApiPropertyOptional({
    type: [RenditionResponse],
    description: "light, loudness-normalised audio made after upload, and a video's HLS ladder (items read one at a time); each listed once made, the item plays from mediaUrl meanwhile",
  })
  renditions?: RenditionResponse[];
  @ApiProperty({ type: [ChapterResponse], description: 'its chapters in time order (visitors see them once staff accepted or edited them); empty when there are none' })
  chapters!: ChapterResponse[];
  @ApiPropertyOptional({ type: PendingReviewResponse, nullable: true, description: 'staff views of a published item with changes waiting for review' })
  pendingReview?: PendingReviewResponse | null;
  @ApiPropertyOptional({ description: "staff views: 'Analyse again' is under way (its proposal appears in aiMetadata.proposal)" })
  analysingAgain?: boolean;
}

export class AdminContentResponse {
  @ApiProperty({ type: [ContentResponse] }) content!: ContentResponse[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'when paged (limit, cursor or sort given): the cursor of the next page, null on the last' })
  nextCursor?: string | null;
}

export class DeleteContentResponse {
  @ApiProperty() id!: string;
  @ApiProperty() deleted!: true;
  @ApiProperty({ description: 'the title the item had' }) title!: string;
}

/** `a,b` or repeated `?x=a&x=b` both become a list. */
export const toList = ({ value }: { value: unknown }): unknown => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
};

/** Paging by keyset: any of these turns a list into pages. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_MAX_LIMIT, default: 24 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' })
  @Max(PAGE_MAX_LIMIT, { message: `limit must be at most ${PAGE_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'opaque: the next cursor of the previous page' })
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,1000}$/, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ enum: CONTENT_SORTS, default: 'newest' })
  @IsOptional() @IsIn(CONTENT_SORTS, { message: `sort must be one of ${CONTENT_SORTS.join(', ')}` })
  sort?: ContentSort;
}

export class PublicListQuery extends PageQuery {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'comma-separated tags; items with any of them match' })
  @IsOptional() @Transform(toList) @IsArray() @ArrayMaxSize(50) @IsString({ each: true })
  tags?: string[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;
}

export class AdminContentQuery extends PublicListQuery {
  @ApiPropertyOptional({ description: 'comma-separated statuses', example: 'pending,completed' })
  @IsOptional() @Transform(toList) @IsArray() @IsIn(CONTENT_STATUSES, { each: true, message: `status must be one of ${CONTENT_STATUSES.join(', ')}` })
  status?: ContentStatus[];

  @ApiPropertyOptional({ description: 'items created at or after this instant (ISO 8601), e.g. 2026-11-01T00:00:00Z' })
  @IsOptional() @IsISO8601({ strict: true }, { message: 'since must be a date and time (ISO 8601)' })
  since?: string;
}

/** The admin list's filters, for counting rather than listing. */
/** GET /api/content/admin/groups: the library's groups with their first items. */
export class GroupsQuery extends OmitType(AdminContentQuery, ['limit', 'cursor'] as const) {
  @ApiProperty({ enum: GROUP_BYS })
  @IsIn(GROUP_BYS, { message: `by must be one of ${GROUP_BYS.join(', ')}` })
  by!: GroupBy;

  @ApiPropertyOptional({ description: 'items per group', default: 6 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'size must be a whole number' }) @Min(1, { message: 'size must be at least 1' }) @Max(12, { message: 'size must be at most 12' })
  size?: number;

  @ApiPropertyOptional({ description: 'groups, largest first', default: 24 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'groups must be a whole number' }) @Min(1, { message: 'groups must be at least 1' }) @Max(100, { message: 'groups must be at most 100' })
  groups?: number;
}

class ContentGroupResponse {
  @ApiProperty() name!: string;
  @ApiProperty() count!: number;
  @ApiProperty({ type: [ContentResponse] }) items!: ContentResponse[];
}

export class ContentGroupsResponse {
  @ApiProperty({ type: [ContentGroupResponse] }) groups!: ContentGroupResponse[];
  @ApiProperty({ description: 'every group the filters leave' }) total!: number;
}

export class FiguresQuery extends OmitType(AdminContentQuery, ['limit', 'cursor', 'sort'] as const) {}

export class TopicCount {
  @ApiProperty() tag!: string;
  @ApiProperty() count!: number;
}

export class SpeakerCount {
  @ApiProperty() speaker!: string;
  @ApiProperty() count!: number;
}

export class FacetsResponse {
  @ApiProperty({ type: [TopicCount], description: 'most used first, at most 1000' }) topics!: TopicCount[];
  @ApiProperty({ type: [SpeakerCount], description: 'most heard first, at most 1000' }) speakers!: SpeakerCount[];
}

export class PublicStatsResponse {
  @ApiProperty() count!: number;
  @ApiProperty() totalDurationSeconds!: number;
}

export class StaffStatsResponse extends FacetsResponse {
  @ApiProperty() total!: number;
  @ApiProperty() totalDurationSeconds!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { pending: 0, processing: 1, completed: 2, approved: 10, failed: 0 } }) byStatus!: Record<ContentStatus, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { audio: 9, video: 4 } }) byMediaType!: Record<'audio' | 'video', number>;
  @ApiProperty({ description: 'bytes of the originals' }) storageBytes!: number;
}

export class UpdateContentDto {
  @ApiPropertyOptional()
  // class-validator checks bottom-up: the type first, then the length.
  @MaxLength(500, { message: 'Title must be at most 500 characters' }) @IsString({ message: 'Title is required.' }) @ValidateIf((_, v) => v !== undefined)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @MaxLength(10000) @IsString({ message: 'Description must be text' }) @ValidateIf((_, v) => v !== null) @IsOptional()
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @MaxLength(200) @IsString({ message: 'Speaker must be text' }) @ValidateIf((_, v) => v !== null) @IsOptional()
  speaker?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @MaxLength(100, { each: true }) @IsString({ each: true, message: 'Tags must be a list of text' }) @ArrayMaxSize(50) @IsArray({ message: 'Tags must be a list of text' }) @ValidateIf((_, v) => v !== undefined)
  tags?: string[];

  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, nullable: true, description: 'null: detect it from the transcript' })
  @IsIn(CONTENT_LANGUAGES, { message: LANGUAGE_MESSAGE }) @ValidateIf((_, v) => v !== null) @IsOptional()
  language?: ContentLanguage | null;

  @ApiPropertyOptional({ enum: ['approved'] })
  @ValidateIf((_, v) => v !== undefined) @IsIn(['approved'], { message: "status can only be set to 'approved'" })
  status?: 'approved';

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: "Staff's own values for analysis fields, any of: title, description and tags (the suggestions), summary, keyPoints, topics, qna ([{ q, a }]), references, chapters. Each field given is marked edited and a later analysis never overwrites it.",
    example: { summary: 'On patience in hardship.', keyPoints: ['Patience is half of faith'] },
  })
  @ValidateNested() @Type(() => AnalysisEdits) @IsObject({ message: 'analysis must be an object of analysis fields' }) @IsOptional()
  analysis?: AnalysisEdits;

  @ApiPropertyOptional({ enum: REVIEWED_ANALYSIS_FIELDS, isArray: true, description: "Analysis fields to accept: a waiting proposal's value, else the generated one; accepted suggestions fill the item's title, description, speaker or tags" })
  @IsIn(REVIEWED_ANALYSIS_FIELDS, { each: true, message: REVIEWED_MESSAGE }) @IsArray({ message: 'accept must be a list of analysis fields' }) @IsOptional()
  accept?: ReviewedAnalysisField[];

  @ApiPropertyOptional({ enum: REVIEWED_ANALYSIS_FIELDS, isArray: true, description: 'Analysis fields whose waiting proposal (or, with none, generated suggestion) to set aside' })
  @IsIn(REVIEWED_ANALYSIS_FIELDS, { each: true, message: REVIEWED_MESSAGE }) @IsArray({ message: 'discard must be a list of analysis fields' }) @IsOptional()
  discard?: ReviewedAnalysisField[];
}

/** The admin's analysis settings. */
export class AnalysisSettingsResponse {
  @ApiProperty({ description: "accept every generated analysis field as it arrives (for trusted engines); off by default" }) autoAccept!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'the admin who changed it last' }) changedBy!: string | null;
  @ApiProperty({ type: String, nullable: true }) changedAt!: string | null;
}

export class UpdateAnalysisSettingsDto {
  @ApiProperty({ description: 'accept every generated analysis field as it arrives' })
  @IsBoolean({ message: 'autoAccept must be true or false' })
  autoAccept!: boolean;
}
