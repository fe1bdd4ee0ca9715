import { Injectable } from '@nestjs/common';
import {
  AppError,
  joinPassages,
  type ContentReadReply,
  type ContentRecord,
  type ContentScope,
  type EditTranscriptRequest,
  type GetContentRequest,
  type GetTranscriptRequest,
  type Passage,
  type TranscriptHistoryReply,
  type TranscriptHistoryRequest,
  type TranscriptReply,
} from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import type { ContentEntity } from '../content/content.entity';
import { toContentRecord } from '../content/content.mapper';
import { ContentRepository } from '../content/content.repository';
import { stageRevision, withdraw, type PendingRevision } from '../content/pending-revision';
import { assertCanEdit, waitsForApproval } from '../content/permissions';
import { applyPassageEdits, checkPassages, correctedPassages, keepEditedPassages } from './transcript-passages';
import { TranscriptRepository, type PassageState } from './transcript.repository';

const HISTORY_LENGTH = 50;
const notFound = () => new AppError('NOT_FOUND', 'Content not found');

/** The transcript staff see: a waiting one over the published one. */
const visibleTo = (item: ContentEntity, scope: 'public' | 'staff'): PassageState => (scope === 'staff' && item.pendingRevision?.transcript ? 'waiting' : 'current');

/**
 * The only writer of transcripts (the item's passage rows): a transcription's result, staff's
 * corrections, holding corrections through a reprocess, and a waiting transcript's approval. A
 * published item's transcript changes for visitors only when an admin approves: until then the
 * new one waits (`waiting` rows, `transcript: true` in the item's revision).
 */
@Injectable()
export class TranscriptService {
  constructor(
    private readonly items: ContentRepository,
    private readonly passages: TranscriptRepository,
  ) {}

  /** The transcript as the caller may read it: published items' for the public; what staff see for staff. */
  async read(request: GetTranscriptRequest): Promise<TranscriptReply> {
    return this.transcriptOf(await this.readable(request), request.scope);
  }

  /**
   * The item and its transcript from one snapshot, so a reader never sees a new transcript beside
   * the analysis stored with the previous one (two reads side by side could).
   */
  async readWhole(request: GetContentRequest): Promise<ContentReadReply> {
    return this.items.snapshot(async (manager) => {
      const item = await this.readable(request, manager);
      return { item: toContentRecord(item, request.scope === 'public' ? 'public' : 'staff'), transcript: await this.transcriptOf(item, request.scope, manager) };
    });
  }

  private async readable(request: GetContentRequest, manager?: EntityManager): Promise<ContentEntity> {
    const item = await this.items.findById(request.id, manager);
    if (!item || (request.scope === 'public' && item.status !== 'approved')) throw notFound();
    return item;
  }

  private async transcriptOf(item: ContentEntity, scope: ContentScope, manager?: EntityManager): Promise<TranscriptReply> {
    const passages = await this.passages.passages(item.id, visibleTo(item, scope), manager);
    // The engine's confidence is for staff correcting the transcript; visitors read the words.
    return { contentId: item.id, passages: scope === 'staff' ? passages : passages.map(({ confidence: _confidence, ...passage }) => passage) };
  }

  /**
   * A transcription's passages, inside the transaction that stores its result: the passages staff
   * corrected and a reprocess kept go back over them at their times; a published item's waits.
   * Returns the transcript's text as stored.
   */
  async storeResult(manager: EntityManager, item: ContentEntity, fresh: Passage[]): Promise<string> {
    const said = fresh.filter((passage) => passage.text.trim());
    const kept = await this.passages.passages(item.id, 'kept', manager);
    const merged = kept.length > 0 ? keepEditedPassages(said, kept) : joinPassages(said);
    await this.passages.remove(manager, item.id, 'kept');
    if (item.status === 'approved') {
      await this.passages.replace(manager, item.id, 'waiting', merged.segments);
      stageRevision(item, { transcript: true }, null);
    } else {
      await this.passages.replace(manager, item.id, 'current', merged.segments);
    }
    return merged.text;
  }

  /**
   * A reprocess starts (inside its transaction): the corrections staff see are kept for the new
   * transcript unless they say not to; an unpublished item's transcript is cleared, a published
   * one keeps its own and drops one an earlier reprocess left waiting.
   */
  async holdForReprocess(manager: EntityManager, item: ContentEntity, keepCorrections: boolean): Promise<void> {
    if (keepCorrections) {
      const held = await this.passages.passages(item.id, 'kept', manager);
      const visible = await this.passages.passages(item.id, visibleTo(item, 'staff'), manager);
      await this.passages.replace(manager, item.id, 'kept', correctedPassages(held, visible));
    } else {
      await this.passages.remove(manager, item.id, 'kept');
    }
    if (item.status === 'approved') {
      await this.passages.remove(manager, item.id, 'waiting');
      withdraw(item, ['transcript']);
    } else {
      await this.passages.remove(manager, item.id, 'current');
    }
  }

  /** Approval of a revision (inside its transaction): a transcript that waited in it becomes the published one. */
  async approveWaiting(manager: EntityManager, item: ContentEntity, approved: PendingRevision | null): Promise<void> {
    if (approved?.transcript) await this.passages.promoteWaiting(manager, item.id);
  }

  /**
   * Staff correct a transcript passage by passage; every save is kept with who and when. Like any
   * change to a published item, a contributor's correction waits for an admin's approval.
   */
  async edit(request: EditTranscriptRequest): Promise<ContentRecord> {
    await this.items.transaction(async (manager) => {
      const item = await this.items.findForUpdate(manager, request.id);
      if (!item) throw notFound();
      assertCanEdit(request.actor, item);
      if (item.status === 'processing' || item.status === 'pending') {
        throw new AppError('CONFLICT', 'The transcript is still being made: correct it once processing is done');
      }
      checkPassages(request.passages, item.durationSeconds);
      const at = new Date();
      const current = await this.passages.passages(item.id, visibleTo(item, 'staff'), manager);
      const result = applyPassageEdits(current, request.passages, { by: request.editorName, at: at.toISOString() });
      if (result.changes.length === 0) return;
      const waits = item.pendingRevision?.transcript === true || waitsForApproval(request.actor, item);
      await this.passages.replace(manager, item.id, waits ? 'waiting' : 'current', result.segments);
      if (waits) stageRevision(item, { transcript: true }, request.actor.id);
      await this.passages.recordEdit(manager, item.id, { by: request.editorName, at: at.toISOString(), changes: result.changes });
      await this.items.save(manager, item);
    });
    const saved = await this.items.findById(request.id);
    if (!saved) throw notFound();
    return toContentRecord(saved, 'staff');
  }

  /** The newest saves first. */
  async history(request: TranscriptHistoryRequest): Promise<TranscriptHistoryReply> {
    if (!(await this.items.findById(request.id))) throw notFound();
    return { edits: await this.passages.edits(request.id, HISTORY_LENGTH) };
  }
}
