import { Injectable } from '@nestjs/common';
import {
  AppError,
  type ContentRecord,
  type EditTranscriptRequest,
  type TranscriptHistoryReply,
  type TranscriptHistoryRequest,
} from '@lectures/proto';
import { toContentRecord } from '../content/content.mapper';
import { ContentRepository } from '../content/content.repository';
import { stageRevision, staffFieldsOf } from '../content/pending-revision';
import { assertCanEdit } from '../content/permissions';
import { SearchRepository } from '../search/search.repository';
import { TranscriptEditEntity } from './transcript-edit.entity';
import { applyPassageEdits, checkPassages } from './transcript-passages';

const HISTORY_LENGTH = 50;
const notFound = () => new AppError('NOT_FOUND', 'Content not found');

/**
 * Staff correct a transcript passage by passage. The corrected text is what captions, search
 * passages and the public page show; every save is kept with who and when. Like any change
 * to a published item, a contributor's correction waits for an admin's approval.
 */
@Injectable()
export class TranscriptEditService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly passages: SearchRepository,
  ) {}

  async edit(request: EditTranscriptRequest): Promise<ContentRecord> {
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, request.id);
      if (!item) throw notFound();
      assertCanEdit(request.actor, item);
      if (item.status === 'processing' || item.status === 'pending') {
        throw new AppError('CONFLICT', 'The transcript is still being made: correct it once processing is done');
      }
      checkPassages(request.passages, item.durationSeconds);
      const staff = staffFieldsOf(item);
      const at = new Date();
      const result = applyPassageEdits(staff.aiMetadata?.segments ?? [], request.passages, { by: request.editorName, at: at.toISOString() });
      if (result.changes.length === 0) return;
      const aiMetadata = { ...(staff.aiMetadata ?? {}), segments: result.segments };
      const waitsForReview = item.pendingRevision?.transcriptText !== undefined || (item.status === 'approved' && request.actor.role !== 'admin');
      if (waitsForReview) {
        stageRevision(item, { transcriptText: result.text, aiMetadata }, request.actor.id);
      } else {
        item.transcriptText = result.text;
        item.transcriptLength = result.text.length;
        item.aiMetadata = aiMetadata;
        await this.passages.replacePassages(manager, item.id, result.segments);
      }
      await manager.getRepository(TranscriptEditEntity).insert({ contentId: item.id, editedBy: request.editorName, editedAt: at, changes: result.changes });
      await this.repository.save(manager, item);
    });
    const saved = await this.repository.findById(request.id);
    if (!saved) throw notFound();
    return toContentRecord(saved, true, 'staff');
  }

  /** The newest saves first. */
  async history(request: TranscriptHistoryRequest): Promise<TranscriptHistoryReply> {
    if (!(await this.repository.findById(request.id))) throw notFound();
    const rows = await this.repository.transaction((manager) =>
      manager.getRepository(TranscriptEditEntity).find({ where: { contentId: request.id }, order: { editedAt: 'DESC' }, take: HISTORY_LENGTH }),
    );
    return { edits: rows.map((row) => ({ by: row.editedBy, at: row.editedAt.toISOString(), changes: row.changes })) };
  }
}
