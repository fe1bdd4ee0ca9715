import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import {
  AppError,
  type Actor,
  contentLanguageOf,
  type ContentActionRequest,
  type ReprocessContentRequest,
  type Analysis,
  type ContentRecord,
  type ContentRecordV1,
  type ContentLanguage,
  type ContentPatch,
  type CreateContentRequest,
  type DeleteContentReply,
  type GetContentRequest,
  type ListContentRequest,
  type MediaProbedEvent,
  type StoredAnalysis,
  type TranscriptionCompletedEvent,
  type TranscriptionFailedEvent,
  withTranscript,
} from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import type { ContentEntity } from './content.entity';
import { toContentRecord } from './content.mapper';
import { ContentRepository } from './content.repository';
import { resultOfV1, type TranscriptResult } from '../transcript/transcript-result';
import { TranscriptService } from '../transcript/transcript.service';
import { assertAdmin, assertCanEdit, waitsForApproval } from './permissions';
import { ImportOutcomes } from '../imports/import-outcomes';
import { ResultAnnouncer } from './result-announcer';
import { acceptFields, discardFields, editAnalysis, mergeAnalysis, ownedOnly, type Stamp } from './analysis-review';
import { AnalysisSettingsRepository } from './analysis-settings.repository';
import { SpeakerLinks } from '../speakers/speaker-links';
import { objectKeysOf, requestTranscription } from './transcription-request';
import {
  REVISABLE_FIELDS,
  applyRevision,
  settleFields,
  stageRevision,
  staffFieldsOf,
  withdraw,
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
function editsOf(patch: Pick<ContentPatch, RevisableField>): Pick<RevisionChanges, RevisableField> {
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
 * A patch's analysis edits, acceptances and set-asides over the analysis staff see (a waiting
 * revision's over the published one); null when the patch has none.
 */
function reviewAnalysis(item: ContentEntity, patch: ContentPatch, stamp: Stamp): { next: StoredAnalysis; fills: Partial<Record<RevisableField, unknown>> } | null {
  if (!patch.analysis && !patch.accept?.length && !patch.discard?.length) return null;
  let next: StoredAnalysis = { ...(item.pendingRevision?.aiMetadata ?? item.aiMetadata ?? {}) };
  if (patch.analysis) next = editAnalysis(next, patch.analysis, stamp, { durationSeconds: item.durationSeconds });
  if (patch.discard?.length) next = discardFields(next, patch.discard);
  let fills: Partial<Record<RevisableField, unknown>> = {};
  if (patch.accept?.length) ({ analysis: next, fills } = acceptFields(next, patch.accept, stamp));
  return { next, fills };
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

@Injectable()
export class ContentService {
  private readonly logger = new Logger('ContentService');
  constructor(
    private readonly repository: ContentRepository,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    private readonly announcer: ResultAnnouncer,
    private readonly transcripts: TranscriptService,
    private readonly imports: ImportOutcomes,
    private readonly settings: AnalysisSettingsRepository,
    private readonly speakers: SpeakerLinks,
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
    return items.map((item) => toContentRecord(item, request.scope === 'public' ? 'public' : 'staff'));
  }

  async get(request: GetContentRequest): Promise<ContentRecord> {
    const item = await this.repository.findById(request.id);
    if (!item || (request.scope === 'public' && item.status !== 'approved')) throw notFound();
    return toContentRecord(item, request.scope === 'public' ? 'public' : 'staff');
  }

  /** content.get.v1, for gateways of the previous release during a rolling update: the item with its transcript. */
  async getV1(request: GetContentRequest): Promise<ContentRecordV1> {
    const { item, transcript } = await this.transcripts.readWhole(request);
    return { ...item, ...withTranscript(item.aiMetadata, transcript.passages) };
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
      const speakerBefore = item.speaker;
      const changes = editsOf(patch);
      const analysis = reviewAnalysis(item, patch, { by: actor.id, at: new Date().toISOString() });
      if (analysis) {
        // Accepted suggestions fill the item's own fields, unless the same patch sets them.
        for (const field of REVISABLE_FIELDS) {
          if (changes[field] === undefined && analysis.fills[field] !== undefined) Object.assign(changes, editsOf({ [field]: analysis.fills[field] }));
        }
      }
      const edited = REVISABLE_FIELDS.filter((field) => changes[field] !== undefined);
      const staged = waitsForApproval(actor, item);
      if (staged) {
        // A published item changes for visitors only when an admin approves the change. The
        // editor sends every field: only those that differ from what staff see now wait.
        const current = staffFieldsOf(item);
        const differing = edited.filter((field) => JSON.stringify(changes[field]) !== JSON.stringify(current[field]));
        if (differing.length > 0) stageRevision(item, Object.fromEntries(differing.map((field) => [field, changes[field]])), actor.id);
        if (analysis) stageRevision(item, { aiMetadata: analysis.next }, actor.id);
      } else {
        Object.assign(item, changes);
        settleFields(item, edited);
        if (analysis) {
          item.aiMetadata = analysis.next;
          withdraw(item, ['aiMetadata']);
        }
      }
      const newlyStaff = edited.filter((field) => !item.staffFields.includes(field));
      if (newlyStaff.length > 0) item.staffFields = [...item.staffFields, ...newlyStaff];
      if (patch.language !== undefined) chooseLanguage(item, patch.language);
      if (patch.status === 'approved') {
        assertAdmin(actor, 'approve');
        await this.transcripts.approveWaiting(manager, item, applyRevision(item));
        await this.publish(manager, item);
      }
      await this.repository.save(manager, item);
      await this.saveSpeakers(manager, item, speakerBefore);
    });
    this.outbox.kick();
    return this.get({ id, scope: 'staff' });
  }

  async approve(request: ContentActionRequest): Promise<ContentRecord> {
    return this.update(request.id, request.actor, { status: 'approved' });
  }

  async delete(request: ContentActionRequest): Promise<DeleteContentReply> {
    assertAdmin(request.actor, 'delete');
    const title = await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, request.id);
      if (!item) throw notFound();
      await this.repository.remove(manager, item.id);
      await this.outbox.add(manager, 'content.deleted.v1', {
        contentId: item.id,
        objectKeys: objectKeysOf(item),
      });
      return item.title;
    });
    this.outbox.kick();
    return { id: request.id, deleted: true, title };
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
      await this.transcripts.holdForReprocess(manager, item, request.keepEditedPassages !== false);
      item.analysisRequest = null;
      if (item.status === 'approved') {
        // Published: visitors keep reading and searching the current transcript until an
        // admin approves the new one; an older reprocess's waiting results are replaced.
        withdraw(item, ['aiMetadata', 'error']);
      } else {
        item.status = 'processing';
        // What a person edited or accepted stays; the machine's own fields are made again.
        item.aiMetadata = ownedOnly(item.aiMetadata);
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

  /** The previous release's completed event (one can be in flight during a rolling update). */
  async applyTranscriptionV1(event: TranscriptionCompletedEvent): Promise<void> {
    const item = await this.repository.findById(event.contentId);
    await this.applyTranscription(resultOfV1(event, item?.durationSeconds ?? null));
  }

  /**
   * Stores results. The analysis meets the item's: fields a person edited or accepted stay, with
   * a differing new value as a proposal beside them; suggestions fill nothing unless the admin
   * setting accepts them automatically (then only what staff left empty). Approval stays.
   */
  async applyTranscription(result: TranscriptResult): Promise<void> {
    let text = '';
    const autoAccept = await this.settings.autoAccept();
    const stored = await this.withCurrentGeneration(result.contentId, result.generation, async (item, manager) => {
      await this.imports.transcribed(manager, item.id);
      const stamp = autoAccept ? { by: null, at: new Date().toISOString() } : undefined;
      const merged = mergeAnalysis(item.pendingRevision?.aiMetadata ?? item.aiMetadata, result.analysis, 'reprocess', stamp);
      const aiMetadata: StoredAnalysis = { ...merged, ...(result.transcriptUnavailable ? { transcriptUnavailable: result.transcriptUnavailable } : {}) };
      const results: RevisionChanges = { aiMetadata, ...(autoAccept ? this.suggested(item, result.analysis) : {}) };
      text = await this.transcripts.storeResult(manager, item, result.passages);
      if (item.status === 'approved') {
        // The published transcript and analysis stay until an admin approves the new ones.
        stageRevision(item, { ...results, error: undefined }, null);
        return;
      }
      Object.assign(item, results);
      if (!item.staffFields.includes('language')) item.language = contentLanguageOf(result.analysis.language) ?? item.language;
      item.status = 'completed';
    });
    if (stored) await this.announcer.completed(result.contentId, text, result.analysis);
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
      // Deleted meanwhile, or a reprocess started a newer generation: drop the stale result, and say so.
      if (!item) {
        this.logger.warn({ msg: 'result for an unknown item dropped', contentId: id, generation });
        return false;
      }
      if (item.generation !== generation) {
        this.logger.log({ msg: 'result of an earlier generation dropped', contentId: id, generation, current: item.generation });
        return false;
      }
      const speakerBefore = item.speaker;
      await apply(item, manager);
      await this.repository.save(manager, item);
      await this.saveSpeakers(manager, item, speakerBefore);
      return true;
    });
  }

  /** Accepted automatically, suggestions fill only what is empty as staff see it; staff's word stands, a field they cleared included. */
  private suggested(item: ContentEntity, s: Analysis): RevisionChanges {
    const current = staffFieldsOf(item);
    const open = (field: RevisableField) => !item.staffFields.includes(field);
    const fill: RevisionChanges = {};
    if (open('title') && !current.title?.trim() && s.title?.trim()) fill.title = s.title.trim();
    if (open('description') && !current.description && s.description?.trim()) fill.description = s.description.trim();
    if (open('speaker') && !current.speaker && s.speaker?.trim()) fill.speaker = s.speaker.trim();
    if (open('tags') && current.tags.length === 0 && s.tags?.length) fill.tags = cleanTags(s.tags);
    return fill;
  }

  /** A speaker string set on the item (an edit, an approved revision, an accepted suggestion) becomes its speaker records. */
  private async saveSpeakers(manager: EntityManager, item: ContentEntity, before: string | null): Promise<void> {
    if (item.speaker !== before) await this.speakers.setLectureSpeakers(manager, item.id, item.speaker);
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
