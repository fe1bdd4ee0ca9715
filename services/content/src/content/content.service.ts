import { Inject, Injectable } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import {
  AppError,
  type Actor,
  contentLanguageOf,
  type ContentActionRequest,
  type ReprocessContentRequest,
  type ContentRecord,
  type AiMetadata,
  type ContentLanguage,
  type TimedSegment,
  type ContentPatch,
  type CreateContentRequest,
  type DeleteContentReply,
  type GetContentRequest,
  type ListContentRequest,
  type MediaProbedEvent,
  type TranscriptionCompletedEvent,
  type TranscriptionFailedEvent,
} from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import type { ContentEntity } from './content.entity';
import { toContentRecord } from './content.mapper';
import { ContentRepository } from './content.repository';
import { SearchRepository } from '../search/search.repository';
import { keepEditedPassages } from '../transcript/transcript-passages';
import { assertAdmin, assertCanEdit } from './permissions';
import { ImportOutcomes } from '../imports/import-outcomes';
import { ResultAnnouncer } from './result-announcer';
import { objectKeysOf, requestTranscription } from './transcription-request';
import {
  REVISABLE_FIELDS,
  applyRevision,
  dropResults,
  settleFields,
  stageRevision,
  staffFieldsOf,
  type RevisableField,
  type RevisionChanges,
} from './pending-revision';

const notFound = () => new AppError('NOT_FOUND', 'Content not found');

function trimOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
}

/** A patch's field edits, trimmed and checked; undefined where the patch leaves a field alone. */
function editsOf(patch: ContentPatch): Pick<RevisionChanges, RevisableField> {
  const edits: Pick<RevisionChanges, RevisableField> = {};
  if (patch.title !== undefined) {
    edits.title = patch.title.trim();
    if (!edits.title) throw new AppError('INVALID', 'Title is required.');
  }
  if (patch.description !== undefined) edits.description = trimOrNull(patch.description);
  if (patch.speaker !== undefined) edits.speaker = trimOrNull(patch.speaker);
  if (patch.tags !== undefined) edits.tags = cleanTags(patch.tags);
  return edits;
}

/**
 * Staff choose the item's language, and it applies at once (published or not: it decides how
 * the next transcription runs); null takes the choice back and the detector's finding returns.
 */
function chooseLanguage(item: ContentEntity, language: ContentLanguage | null): void {
  const others = item.staffFields.filter((field) => field !== 'language');
  if (language === null) {
    item.staffFields = others;
    item.language = contentLanguageOf(staffFieldsOf(item).aiMetadata?.language);
  } else {
    item.staffFields = [...others, 'language'];
    item.language = language;
  }
}

/** Passages staff corrected, in the transcript and still held from an earlier reprocess, to keep over the next one. */
function correctedPassages(metadata: AiMetadata | null | undefined, held: TimedSegment[] | null): TimedSegment[] {
  const byTime = new Map<string, TimedSegment>();
  for (const segment of [...(held ?? []), ...(metadata?.segments ?? []).filter((s) => s.edited)]) byTime.set(`${segment.start}-${segment.end}`, segment);
  return [...byTime.values()].sort((a, b) => a.start - b.start);
}

/** A new transcript and analysis, with the passages staff corrected put back at their times. */
function withKeptPassages(event: TranscriptionCompletedEvent, kept: TimedSegment[] | null): RevisionChanges {
  if (!kept?.length) return { transcriptText: event.transcriptText, aiMetadata: event.aiMetadata };
  const merged = keepEditedPassages(event.aiMetadata.segments ?? [], kept);
  return { transcriptText: merged.text, aiMetadata: { ...event.aiMetadata, segments: merged.segments } };
}

@Injectable()
export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    private readonly announcer: ResultAnnouncer,
    private readonly passages: SearchRepository,
    private readonly imports: ImportOutcomes,
  ) {}

  /** The unfiltered public list, reused while no published item changed. */
  private publicList?: { version: string; items: ContentRecord[] };

  async list(request: ListContentRequest): Promise<ContentRecord[]> {
    const unfilteredPublic = request.scope === 'public' && !request.q && !request.tags?.length && !request.speaker && !request.since;
    if (!unfilteredPublic) return this.query(request);
    const version = await this.repository.publishedVersion();
    if (this.publicList?.version !== version) this.publicList = { version, items: await this.query(request) };
    return this.publicList.items;
  }

  publicVersion(): Promise<string> {
    return this.repository.publishedVersion();
  }

  private async query(request: ListContentRequest): Promise<ContentRecord[]> {
    const statuses = request.scope === 'public' ? (['approved'] as const) : request.status;
    const items = await this.repository.list({
      statuses: statuses ? [...statuses] : undefined,
      q: request.q,
      tags: request.tags,
      speaker: request.speaker,
      since: request.since,
    });
    return items.map((item) => toContentRecord(item, false, request.scope === 'public' ? 'public' : 'staff'));
  }

  async get(request: GetContentRequest): Promise<ContentRecord> {
    const item = await this.repository.findById(request.id);
    if (!item || (request.scope === 'public' && item.status !== 'approved')) throw notFound();
    return toContentRecord(item, true, request.scope === 'public' ? 'public' : 'staff');
  }

  /** An item whose media media-storage already holds (imports, seeds); uploads use UploadIntakeService. */
  async create(request: CreateContentRequest): Promise<ContentRecord> {
    const title = request.title.trim();
    if (!title) throw new AppError('INVALID', 'Title is required.');
    const isAudio = request.mediaType === 'audio';
    const created = await this.repository.transaction(async (manager) => {
      const item = await this.repository.save(
        manager,
        this.repository.create({
          title,
          description: trimOrNull(request.description),
          fileCreatedAt: request.fileCreatedAt ? new Date(request.fileCreatedAt) : null,
          durationSeconds: request.durationSeconds ?? null,
          uploadedBy: request.uploadedBy,
          status: 'processing',
          mediaType: request.mediaType,
          mediaKey: request.mediaKey,
          thumbnailKey: request.thumbnailKey ?? null,
          mediaFileSize: request.mediaFileSize,
          mediaMimeType: request.mediaMimeType,
          audioFileSize: isAudio ? request.mediaFileSize : null,
          audioMimeType: isAudio ? request.mediaMimeType : null,
          videoWidth: request.videoWidth ?? null,
          videoHeight: request.videoHeight ?? null,
          videoFrameRate: request.videoFrameRate ?? null,
          generation: 1,
          tags: [],
        }),
      );
      await requestTranscription(this.outbox, manager, { ...item, mediaKey: request.mediaKey }, 'upload');
      return item;
    });
    this.outbox.kick();
    return this.get({ id: created.id, scope: 'staff' });
  }

  async update(id: string, actor: Actor, patch: ContentPatch): Promise<ContentRecord> {
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, id);
      if (!item) throw notFound();
      assertCanEdit(actor, item);
      const changes = editsOf(patch);
      const edited = REVISABLE_FIELDS.filter((field) => changes[field] !== undefined);
      if (item.status === 'approved' && actor.role !== 'admin') {
        // A published item changes for visitors only when an admin approves the change. The
        // editor sends every field: only those that differ from what staff see now wait.
        const current = staffFieldsOf(item);
        const differing = edited.filter((field) => JSON.stringify(changes[field]) !== JSON.stringify(current[field]));
        if (differing.length > 0) stageRevision(item, Object.fromEntries(differing.map((field) => [field, changes[field]])), actor.id);
      } else {
        Object.assign(item, changes);
        settleFields(item, edited);
      }
      const newlyStaff = edited.filter((field) => !item.staffFields.includes(field));
      if (newlyStaff.length > 0) item.staffFields = [...item.staffFields, ...newlyStaff];
      if (patch.language !== undefined) chooseLanguage(item, patch.language);
      if (patch.status === 'approved') {
        assertAdmin(actor, 'approve');
        const segments = applyRevision(item);
        if (segments) await this.passages.replacePassages(manager, item.id, segments);
        await this.publish(manager, item);
      }
      await this.repository.save(manager, item);
    });
    this.outbox.kick();
    return this.get({ id, scope: 'staff' });
  }

  async approve(request: ContentActionRequest): Promise<ContentRecord> {
    return this.update(request.id, request.actor, { status: 'approved' });
  }

  async delete(request: ContentActionRequest): Promise<DeleteContentReply> {
    assertAdmin(request.actor, 'delete');
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, request.id);
      if (!item) throw notFound();
      await this.repository.remove(manager, item.id);
      await this.outbox.add(manager, 'content.deleted.v1', {
        contentId: item.id,
        objectKeys: objectKeysOf(item),
      });
    });
    this.outbox.kick();
    return { id: request.id, deleted: true };
  }

  /** Starts a new generation: clears results; older work is dropped when it arrives. */
  async reprocess(request: ReprocessContentRequest): Promise<ContentRecord> {
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, request.id);
      if (!item) throw notFound();
      assertCanEdit(request.actor, item);
      if (!item.mediaKey) throw new AppError('CONFLICT', 'This item has no media to process');
      item.generation += 1;
      // Passages staff corrected wait for the new transcript and replace it at their times.
      // Those an earlier, unfinished reprocess still holds (it failed, or is superseded) stay too.
      const corrected = request.keepEditedPassages === false ? [] : correctedPassages(staffFieldsOf(item).aiMetadata, item.keptPassages);
      item.keptPassages = corrected.length > 0 ? corrected : null;
      if (item.status === 'approved') {
        // Published: visitors keep reading and searching the current transcript until an
        // admin approves the new one; an older reprocess's waiting results are replaced.
        dropResults(item);
      } else {
        item.status = 'processing';
        item.transcriptText = null;
        item.transcriptLength = null;
        item.aiMetadata = null;
        await this.passages.replacePassages(manager, item.id, []);
      }
      await this.repository.save(manager, item);
      await requestTranscription(this.outbox, manager, { ...item, mediaKey: item.mediaKey }, 'reprocess');
    });
    this.outbox.kick();
    return this.get({ id: request.id, scope: 'staff' });
  }

  async applyMediaProbe(event: MediaProbedEvent): Promise<void> {
    await this.withCurrentGeneration(event.contentId, event.generation, async (item, manager) => {
      await this.imports.transcribing(manager, item.id);
      if (item.durationSeconds === null && event.durationSeconds != null) item.durationSeconds = event.durationSeconds;
      if (event.videoWidth != null) item.videoWidth = event.videoWidth;
      if (event.videoHeight != null) item.videoHeight = event.videoHeight;
      if (event.videoFrameRate != null) item.videoFrameRate = event.videoFrameRate;
    });
  }

  /** Stores results; suggestions only fill what staff left empty; approval stays. */
  async applyTranscription(event: TranscriptionCompletedEvent): Promise<void> {
    const stored = await this.withCurrentGeneration(event.contentId, event.generation, async (item, manager) => {
      await this.imports.transcribed(manager, item.id);
      const results: RevisionChanges = { ...withKeptPassages(event, item.keptPassages), ...this.suggested(item, event) };
      item.keptPassages = null;
      if (item.status === 'approved') {
        // The published transcript stays until an admin approves the new one.
        stageRevision(item, { ...results, error: undefined }, null);
        return;
      }
      await this.passages.replacePassages(manager, item.id, results.aiMetadata?.segments ?? []);
      Object.assign(item, results);
      if (!item.staffFields.includes('language')) item.language = contentLanguageOf(event.aiMetadata.language) ?? item.language;
      item.transcriptLength = item.transcriptText?.length ?? 0;
      item.status = 'completed';
    });
    if (stored) await this.announcer.completed(event);
  }

  async applyFailure(event: TranscriptionFailedEvent): Promise<void> {
    const stored = await this.withCurrentGeneration(event.contentId, event.generation, async (item, manager) => {
      await this.imports.transcriptionFailed(manager, item.id, event.error);
      if (item.status === 'approved') return stageRevision(item, { error: event.error }, null);
      item.aiMetadata = { ...(item.aiMetadata ?? {}), error: event.error };
      item.status = 'failed';
    });
    if (stored) await this.announcer.failed(event.contentId, event.error);
  }

  /** True when the result was for the current generation and is now committed. */
  private async withCurrentGeneration(
    id: string,
    generation: number,
    apply: (item: ContentEntity, manager: EntityManager) => void | Promise<void>,
  ): Promise<boolean> {
    return this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, id);
      // Deleted meanwhile, or a reprocess started a newer generation: drop the stale result.
      if (!item || item.generation !== generation) return false;
      await apply(item, manager);
      await this.repository.save(manager, item);
      return true;
    });
  }

  /** Suggestions fill only what is empty as staff see it; staff's word stands, a field they cleared included. */
  private suggested(item: ContentEntity, event: TranscriptionCompletedEvent): RevisionChanges {
    const s = event.suggestions ?? {};
    const current = staffFieldsOf(item);
    const open = (field: RevisableField) => !item.staffFields.includes(field);
    const fill: RevisionChanges = {};
    if (open('title') && !current.title?.trim() && s.title?.trim()) fill.title = s.title.trim();
    if (open('description') && !current.description && s.description?.trim()) fill.description = s.description.trim();
    if (open('speaker') && !current.speaker && s.speaker?.trim()) fill.speaker = s.speaker.trim();
    if (open('tags') && current.tags.length === 0 && s.tags?.length) fill.tags = cleanTags(s.tags);
    return fill;
  }

  private async publish(manager: EntityManager, item: ContentEntity): Promise<void> {
    item.status = 'approved';
    await this.outbox.add(manager, 'content.visibility-changed.v1', {
      contentId: item.id,
      objectKeys: objectKeysOf(item),
      visibility: 'public',
    });
  }
}
