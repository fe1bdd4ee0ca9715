import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@lectures/platform';
import type { Actor, SpeakerChange, SpeakerRecord, SpeakerRef, SpeakerSummary, SplitSpeakerReply } from '@lectures/proto';
import { Allowed, CurrentActor } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { Endpoint } from '../http/endpoint.decorator';
import { PublishedSetCache, sendCached } from '../public-read/published-set.cache';
import { SeriesIdPipe, SlugPipe } from '../series/series-params';
import { SpeakerAddressPipe, SpeakerIdPipe } from './speaker-params';
import {
  CreateSpeakerDto,
  MergeSpeakersDto,
  SeriesSpeakersDto,
  SpeakerChangeResponse,
  SpeakerChangesQuery,
  SpeakerLecturesQuery,
  SpeakerLecturesResponse,
  SpeakerListQuery,
  SpeakerRefResponse,
  SpeakerResponse,
  SpeakerSummaryResponse,
  SplitSpeakerDto,
  SplitSpeakerResponse,
  UpdateSpeakerDto,
} from './speakers.dto';
import { publicSpeakerAnswer } from './public-speaker-answer';
import { SpeakersGatewayService, type SpeakerLecturesDto } from './speakers-gateway.service';

const NOT_FOUND: [number, string] = [404, 'Speaker not found'];

/** Speakers: visitors read who teaches what; staff name, merge and split them. */
@ApiTags('speakers')
@Controller('api')
export class SpeakersController {
  constructor(
    private readonly speakers: SpeakersGatewayService,
    private readonly published: PublishedSetCache,
  ) {}

  @Public()
  @Get('speakers/public')
  @Endpoint({ summary: 'Speakers with published lectures, A-Z, or those any of whose spellings matches q', errors: [400] })
  @ApiOkResponse({ type: [SpeakerSummaryResponse] })
  async listPublic(@Query() query: SpeakerListQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const q = query.q?.trim() ?? '';
    const body = await this.published.get(`speakers:list:${query.limit ?? ''}:${query.offset ?? 0}:${q}`, async () => ({ json: JSON.stringify(await this.speakers.list('public', { ...query, q })) }));
    sendCached(req, res, body);
  }

  @Public()
  @Get('speakers/public/:address')
  @Endpoint({
    summary: "A speaker's page: biography, links and series",
    description: 'The address is the speaker\'s slug, an address it had before a merge, or any spelling of its name (old `/speakers/{name}` links). A speaker with nothing published is not found.',
    errors: [400, NOT_FOUND],
  })
  @ApiOkResponse({ type: SpeakerResponse })
  async getPublic(@Param('address', SpeakerAddressPipe) address: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await publicSpeakerAnswer(this.published, this.speakers, address);
    sendCached(req, res, body);
  }

  @Public()
  @Get('speakers/public/:address/lectures')
  @Endpoint({ summary: "A speaker's published lectures, newest first, a page at a time", errors: [400, NOT_FOUND] })
  @ApiOkResponse({ type: SpeakerLecturesResponse })
  async lecturesPublic(@Param('address', SpeakerAddressPipe) address: string, @Query() query: SpeakerLecturesQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await this.published.get(`speaker:${address}:lectures:${query.limit ?? ''}:${query.cursor ?? ''}`, async () => {
      const speaker = await this.speakers.getPublic(address);
      return { json: JSON.stringify(await this.speakers.lectures(speaker.id, 'public', query)) };
    });
    sendCached(req, res, body);
  }

  @Public()
  @Get('series/public/:slug/speakers')
  @Endpoint({ summary: "A published series' speakers, in order", errors: [400, [404, 'Series not found']] })
  @ApiOkResponse({ type: [SpeakerRefResponse] })
  async seriesSpeakersPublic(@Param('slug', SlugPipe) slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await this.published.get(`series:${slug}:speakers`, async () => ({ json: JSON.stringify(await this.speakers.publicSeriesSpeakers(slug)) }));
    sendCached(req, res, body);
  }

  @Get('speakers')
  @Endpoint({ summary: 'Every speaker (staff), A-Z with lecture counts, or those any of whose spellings matches q', errors: [400, 401] })
  @ApiOkResponse({ type: [SpeakerSummaryResponse] })
  list(@Query() query: SpeakerListQuery): Promise<SpeakerSummary[]> {
    return this.speakers.list('staff', query);
  }

  @Get('speakers/changes')
  @Endpoint({ summary: 'Merges and splits, newest first: what the migration merged and what staff changed since', errors: [400, 401] })
  @ApiOkResponse({ type: [SpeakerChangeResponse] })
  changes(@Query() query: SpeakerChangesQuery): Promise<SpeakerChange[]> {
    return this.speakers.changes(query.limit);
  }

  @Post('speakers')
  @Allowed('upload')
  @Audited({ action: 'speaker.created', target: 'result' })
  @Endpoint({ summary: 'Make a speaker', description: 'A name (or spelling) another speaker has is refused: merge instead.', errors: [400, 401, 403] })
  @ApiCreatedResponse({ type: SpeakerResponse })
  create(@Body() body: CreateSpeakerDto, @CurrentActor() actor: Actor): Promise<SpeakerRecord> {
    return this.published.afterWrite(this.speakers.create(actor, body));
  }

  @Get('speakers/:id')
  @Endpoint({ summary: 'A speaker as staff see it, with every series', errors: [400, 401, NOT_FOUND] })
  @ApiOkResponse({ type: SpeakerResponse })
  get(@Param('id', SpeakerIdPipe) id: string): Promise<SpeakerRecord> {
    return this.speakers.get(id);
  }

  @Get('speakers/:id/lectures')
  @Endpoint({ summary: "A speaker's lectures of every status, newest first, a page at a time", errors: [400, 401, NOT_FOUND] })
  @ApiOkResponse({ type: SpeakerLecturesResponse })
  lectures(@Param('id', SpeakerIdPipe) id: string, @Query() query: SpeakerLecturesQuery): Promise<SpeakerLecturesDto> {
    return this.speakers.lectures(id, 'staff', query);
  }

  @Patch('speakers/:id')
  @Allowed('approve')
  @Audited({ action: 'speaker.edited', target: 'param', bodyFields: 'names' })
  @Endpoint({ summary: "Change a speaker's name, other spellings, biography or links (admins)", description: 'A new name keeps the old one as another spelling.', errors: [400, 401, 403, NOT_FOUND] })
  @ApiOkResponse({ type: SpeakerResponse })
  update(@Param('id', SpeakerIdPipe) id: string, @Body() body: UpdateSpeakerDto, @CurrentActor() actor: Actor): Promise<SpeakerRecord> {
    return this.published.afterWrite(this.speakers.update(actor, id, body));
  }

  @Post('speakers/:id/merge')
  @HttpCode(200)
  @Allowed('approve')
  @Audited({ action: 'speaker.merged', target: 'param', bodyFields: 'values' })
  @Endpoint({
    summary: 'Merge speakers into this one (admins)',
    description: "Every lecture and series of theirs moves here; their names and spellings become this speaker's other spellings, and their addresses lead here.",
    errors: [400, 401, 403, NOT_FOUND],
  })
  @ApiOkResponse({ type: SpeakerResponse })
  merge(@Param('id', SpeakerIdPipe) id: string, @Body() body: MergeSpeakersDto, @CurrentActor() actor: Actor): Promise<SpeakerRecord> {
    return this.published.afterWrite(this.speakers.merge(actor, id, body.speakerIds));
  }

  @Post('speakers/:id/split')
  @Allowed('approve')
  @Audited({ action: 'speaker.split', target: 'param', bodyFields: 'names' })
  @Endpoint({ summary: 'Split lectures off this speaker into a new one (admins)', description: 'The lectures chosen move to the new speaker; every other lecture stays.', errors: [400, 401, 403, NOT_FOUND] })
  @ApiCreatedResponse({ type: SplitSpeakerResponse })
  split(@Param('id', SpeakerIdPipe) id: string, @Body() body: SplitSpeakerDto, @CurrentActor() actor: Actor): Promise<SplitSpeakerReply> {
    return this.published.afterWrite(this.speakers.split(actor, id, body));
  }

  @Get('series/:id/speakers')
  @Endpoint({ summary: "A series' speakers, in order (staff)", errors: [400, 401] })
  @ApiOkResponse({ type: [SpeakerRefResponse] })
  seriesSpeakers(@Param('id', SeriesIdPipe) id: string): Promise<SpeakerRef[]> {
    return this.speakers.seriesSpeakers(id);
  }

  @Put('series/:id/speakers')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param', bodyFields: 'values' })
  @Endpoint({ summary: "Set a series' speakers, in order, by name", description: 'A name no speaker has yet makes a new speaker. Contributors set the speakers of series they made.', errors: [400, 401, 403, [404, 'Series not found']] })
  @ApiOkResponse({ type: [SpeakerRefResponse] })
  setSeriesSpeakers(@Param('id', SeriesIdPipe) id: string, @Body() body: SeriesSpeakersDto, @CurrentActor() actor: Actor): Promise<SpeakerRef[]> {
    return this.published.afterWrite(this.speakers.setSeriesSpeakers(actor, id, body.speakers));
  }
}
