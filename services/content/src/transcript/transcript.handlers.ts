import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  ContentPatterns,
  EditTranscriptRequest,
  GetContentRequest,
  GetTranscriptRequest,
  TranscriptHistoryRequest,
  type ContentReadReply,
  type ContentRecord,
  type TranscriptHistoryReply,
  type TranscriptReply,
} from '@lectures/proto';
import { TranscriptService } from './transcript.service';

/** Bus entry points for transcripts: reading one (alone or with its item), staff's corrections and their history. */
@Controller()
export class TranscriptHandlers {
  constructor(private readonly transcripts: TranscriptService) {}

  @MessagePattern(ContentPatterns.transcript)
  read(@BusPayload(GetTranscriptRequest) request: GetTranscriptRequest): Promise<TranscriptReply> {
    return this.transcripts.read(request);
  }

  @MessagePattern(ContentPatterns.read)
  readWhole(@BusPayload(GetContentRequest) request: GetContentRequest): Promise<ContentReadReply> {
    return this.transcripts.readWhole(request);
  }

  @MessagePattern(ContentPatterns.editTranscript)
  edit(@BusPayload(EditTranscriptRequest) request: EditTranscriptRequest): Promise<ContentRecord> {
    return this.transcripts.edit(request);
  }

  @MessagePattern(ContentPatterns.transcriptHistory)
  history(@BusPayload(TranscriptHistoryRequest) request: TranscriptHistoryRequest): Promise<TranscriptHistoryReply> {
    return this.transcripts.history(request);
  }
}
