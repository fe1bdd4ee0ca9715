import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  AnalyseAgainRequest,
  AnalysedEvent,
  ContentPatterns,
  GetAnalysisSettingsRequest,
  TranscriptionPatterns,
  UpdateAnalysisSettingsRequest,
  type AnalysisSettings,
  type ContentRecord,
} from '@lectures/proto';
import { AnalysisReviewService } from './analysis-review.service';

/** Bus entry points of 'Analyse again' and the analysis settings: validate, then one service call. */
@Controller()
export class AnalysisReviewHandlers {
  constructor(private readonly review: AnalysisReviewService) {}

  @MessagePattern(ContentPatterns.analyseAgain)
  analyseAgain(@BusPayload(AnalyseAgainRequest) request: AnalyseAgainRequest): Promise<ContentRecord> {
    return this.review.analyseAgain(request);
  }

  @EventPattern(TranscriptionPatterns.analysed)
  analysed(@BusPayload(AnalysedEvent) event: AnalysedEvent): Promise<void> {
    return this.review.applyAnalysed(event);
  }

  /** The previous release's answer: the same shape, its analysis without withheld texts or certainty. */
  @EventPattern(TranscriptionPatterns.analysedV1)
  analysedV1(@BusPayload(AnalysedEvent) event: AnalysedEvent): Promise<void> {
    return this.review.applyAnalysed(event);
  }

  @MessagePattern(ContentPatterns.analysisSettings)
  settings(@BusPayload(GetAnalysisSettingsRequest) _request: GetAnalysisSettingsRequest): Promise<AnalysisSettings> {
    return this.review.readSettings();
  }

  @MessagePattern(ContentPatterns.updateAnalysisSettings)
  updateSettings(@BusPayload(UpdateAnalysisSettingsRequest) request: UpdateAnalysisSettingsRequest): Promise<AnalysisSettings> {
    return this.review.updateSettings(request);
  }
}
