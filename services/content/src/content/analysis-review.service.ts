import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import {
  AppError,
  may,
  type AnalyseAgainRequest,
  type AnalysedEvent,
  type AnalysisSettings,
  type ContentRecord,
  type UpdateAnalysisSettingsRequest,
} from '@lectures/proto';
import { ContentRepository } from './content.repository';
import { toContentRecord } from './content.mapper';
import { assertCanEdit } from './permissions';
import { mergeAnalysis } from './analysis-review';
import { AnalysisSettingsRepository } from './analysis-settings.repository';
import { stageRevision } from './pending-revision';
import { TranscriptService } from '../transcript/transcript.service';

const notFound = () => new AppError('NOT_FOUND', 'Content not found');

/** 'Analyse again' and the admin's analysis settings; edits and acceptances go through ContentService.update. */
@Injectable()
export class AnalysisReviewService {
  private readonly logger = new Logger('AnalysisReview');

  constructor(
    private readonly repository: ContentRepository,
    private readonly transcripts: TranscriptService,
    private readonly settings: AnalysisSettingsRepository,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
  ) {}

  /** Sends the transcript as staff see it (corrections in it) to the analysis alone; the result comes back as a proposal. */
  async analyseAgain(request: AnalyseAgainRequest): Promise<ContentRecord> {
    const { passages } = await this.transcripts.read({ id: request.id, scope: 'staff' });
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, request.id);
      if (!item) throw notFound();
      assertCanEdit(request.actor, item);
      if (item.status === 'processing' || item.status === 'pending') throw new AppError('CONFLICT', 'The item is still being processed: analyse it again once processing is done');
      if (passages.length === 0) throw new AppError('CONFLICT', 'There is no transcript to analyse');
      item.analysisRequest = randomUUID();
      await this.repository.save(manager, item);
      await this.outbox.add(manager, 'transcription.analysis.requested.v2', {
        contentId: item.id,
        request: item.analysisRequest,
        // The engine's confidence of what staff left as it was heard: the analysis leaves out what it was unsure of.
        passages: passages.map(({ start, end, text, confidence }) => ({ start, end, text, ...(confidence ? { confidence } : {}) })),
        ...(item.staffFields.includes('language') && item.language ? { language: item.language } : {}),
      });
    });
    this.outbox.kick();
    const saved = await this.repository.findById(request.id);
    if (!saved) throw notFound();
    return toContentRecord(saved, 'staff');
  }

  /** The analysis of 'Analyse again': every field that differs waits as a proposal; an older request's answer is dropped. */
  async applyAnalysed(event: AnalysedEvent): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, event.contentId);
      if (!item || item.analysisRequest !== event.request) {
        this.logger.log({ msg: 'analysis of an earlier request dropped', contentId: event.contentId });
        return;
      }
      item.analysisRequest = null;
      if (event.analysis) {
        const revision = item.pendingRevision?.aiMetadata;
        const next = mergeAnalysis(revision ?? item.aiMetadata, event.analysis, 'again');
        // Proposals are staff's to see: on a published item they wait where its revision's analysis waits.
        if (revision) stageRevision(item, { aiMetadata: next }, item.pendingRevision?.by ?? null);
        else item.aiMetadata = next;
      } else {
        this.logger.warn({ msg: 'analysis again failed', contentId: item.id, error: event.error });
      }
      await this.repository.save(manager, item);
    });
  }

  readSettings(): Promise<AnalysisSettings> {
    return this.settings.read();
  }

  updateSettings(request: UpdateAnalysisSettingsRequest): Promise<AnalysisSettings> {
    if (!may(request.actor.role, 'administer')) throw new AppError('FORBIDDEN', 'Only an admin can change the analysis settings');
    return this.settings.write(request.autoAccept, request.actor.id);
  }
}
