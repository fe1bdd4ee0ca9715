import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { ContentPatterns, EditTranscriptRequest, TranscriptHistoryRequest, type ContentRecord, type TranscriptHistoryReply } from '@lectures/proto';
import { TranscriptEditService } from './transcript-edit.service';

/** Bus entry points for staff's corrections of transcripts. */
@Controller()
export class TranscriptHandlers {
  constructor(private readonly edits: TranscriptEditService) {}

  @MessagePattern(ContentPatterns.editTranscript)
  edit(@BusPayload(EditTranscriptRequest) request: EditTranscriptRequest): Promise<ContentRecord> {
    return this.edits.edit(request);
  }

  @MessagePattern(ContentPatterns.transcriptHistory)
  history(@BusPayload(TranscriptHistoryRequest) request: TranscriptHistoryRequest): Promise<TranscriptHistoryReply> {
    return this.edits.history(request);
  }
}
