import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  CreateSpeakerRequest,
  GetSpeakerRequest,
  ListSpeakersRequest,
  MergeSpeakersRequest,
  PublicSpeakerRequest,
  SeriesSpeakersRequest,
  SetSeriesSpeakersRequest,
  SpeakerChangesRequest,
  SpeakerLecturesRequest,
  SpeakerPatterns,
  SplitSpeakerRequest,
  UpdateSpeakerRequest,
  type SpeakerChange,
  type SpeakerLecturesPage,
  type SpeakerRecord,
  type SpeakerRef,
  type SpeakerSummary,
  type SplitSpeakerReply,
} from '@lectures/proto';
import { SpeakerService } from './speaker.service';

/** Bus entry points for speakers: validate, then one service call. */
@Controller()
export class SpeakerHandlers {
  constructor(private readonly speakers: SpeakerService) {}

  @MessagePattern(SpeakerPatterns.list)
  list(@BusPayload(ListSpeakersRequest) request: ListSpeakersRequest): Promise<SpeakerSummary[]> {
    return this.speakers.list(request);
  }

  @MessagePattern(SpeakerPatterns.get)
  get(@BusPayload(GetSpeakerRequest) request: GetSpeakerRequest): Promise<SpeakerRecord> {
    return this.speakers.get(request.id, request.scope);
  }

  @MessagePattern(SpeakerPatterns.getPublic)
  getPublic(@BusPayload(PublicSpeakerRequest) request: PublicSpeakerRequest): Promise<SpeakerRecord> {
    return this.speakers.getPublic(request.key);
  }

  @MessagePattern(SpeakerPatterns.lectures)
  lectures(@BusPayload(SpeakerLecturesRequest) request: SpeakerLecturesRequest): Promise<SpeakerLecturesPage> {
    return this.speakers.lectures(request);
  }

  @MessagePattern(SpeakerPatterns.create)
  create(@BusPayload(CreateSpeakerRequest) request: CreateSpeakerRequest): Promise<SpeakerRecord> {
    return this.speakers.create(request);
  }

  @MessagePattern(SpeakerPatterns.update)
  update(@BusPayload(UpdateSpeakerRequest) request: UpdateSpeakerRequest): Promise<SpeakerRecord> {
    return this.speakers.update(request);
  }

  @MessagePattern(SpeakerPatterns.merge)
  merge(@BusPayload(MergeSpeakersRequest) request: MergeSpeakersRequest): Promise<SpeakerRecord> {
    return this.speakers.merge(request);
  }

  @MessagePattern(SpeakerPatterns.split)
  split(@BusPayload(SplitSpeakerRequest) request: SplitSpeakerRequest): Promise<SplitSpeakerReply> {
    return this.speakers.split(request);
  }

  @MessagePattern(SpeakerPatterns.changes)
  changes(@BusPayload(SpeakerChangesRequest) request: SpeakerChangesRequest): Promise<SpeakerChange[]> {
    return this.speakers.changes(request.limit);
  }

  @MessagePattern(SpeakerPatterns.seriesSpeakers)
  seriesSpeakers(@BusPayload(SeriesSpeakersRequest) request: SeriesSpeakersRequest): Promise<SpeakerRef[]> {
    return this.speakers.seriesSpeakers(request.seriesId);
  }

  @MessagePattern(SpeakerPatterns.setSeriesSpeakers)
  setSeriesSpeakers(@BusPayload(SetSeriesSpeakersRequest) request: SetSeriesSpeakersRequest): Promise<SpeakerRef[]> {
    return this.speakers.setSeriesSpeakers(request);
  }
}
