import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@lectures/platform';
import type { Actor, SeriesPlacement } from '@lectures/proto';
import { Allowed, CurrentActor } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { PublishedSetCache, sendCached } from '../public-read/published-set.cache';
import { ContentIdPipe } from '../http/content-id.pipe';
import { Endpoint } from '../http/endpoint.decorator';
import { SeriesIdPipe, SlugPipe } from './series-params';
import {
  AddPartsDto,
  CreateSeriesDto,
  DeleteSeriesResponse,
  MovePartDto,
  SeriesListQuery,
  SeriesPlacementResponse,
  SeriesResponse,
  SeriesSummaryResponse,
  UpdateSeriesDto,
} from './series.dto';
import { publicSeriesAnswer } from './public-series-answer';
import { SeriesGatewayService, type SeriesDto } from './series-gateway.service';
import type { SeriesSummaryDto } from './series-urls';

const NOT_FOUND: [number, string] = [404, 'Series not found'];

/** Series: staff build them from the library; visitors read the published parts in order. */
@ApiTags('series')
@Controller('api')
export class SeriesController {
  constructor(
    private readonly series: SeriesGatewayService,
    private readonly published: PublishedSetCache,
  ) {}

  @Public()
  @Get('series/public')
  @Endpoint({ summary: 'Series with published parts, most recently updated first, or those matching q', errors: [400] })
  @ApiOkResponse({ type: [SeriesSummaryResponse] })
  async listPublic(@Query() query: SeriesListQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const limit = query.limit ?? 100;
    const q = query.q?.trim() ?? '';
    const body = await this.published.get(`series:list:${limit}:${q}`, async () => ({ json: JSON.stringify(await this.series.list('public', limit, q)) }));
    sendCached(req, res, body);
  }

  @Public()
  @Get('series/public/:slug')
  @Endpoint({ summary: 'A series by its address, with its published parts in order, their durations and the total', errors: [400, NOT_FOUND] })
  @ApiOkResponse({ type: SeriesResponse })
  async getPublic(@Param('slug', SlugPipe) slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await publicSeriesAnswer(this.published, this.series, slug);
    sendCached(req, res, body);
  }

  @Public()
  @Get('content/public/:id/series')
  @Endpoint({ summary: "A published lecture's place in its series: 'Part 7 of 40', with the previous and next published parts", description: 'series is null when the lecture is in none (or not published).', errors: [400] })
  @ApiOkResponse({ type: SeriesPlacementResponse })
  placement(@Param('id', ContentIdPipe) id: string): Promise<SeriesPlacement> {
    return this.series.placement(id);
  }

  @Get('series')
  @Endpoint({ summary: 'Every series (staff), most recently updated first', errors: [400, 401] })
  @ApiOkResponse({ type: [SeriesSummaryResponse] })
  list(@Query() query: SeriesListQuery): Promise<SeriesSummaryDto[]> {
    return this.series.list('staff', query.limit ?? 100, query.q);
  }

  @Post('series')
  @Allowed('upload')
  @Audited({ action: 'series.created', target: 'result' })
  @Endpoint({ summary: 'Create a series', description: 'Its address (slug) is made from the title and stays when the title changes.', errors: [400, 401, 403] })
  @ApiCreatedResponse({ type: SeriesResponse })
  create(@Body() body: CreateSeriesDto, @CurrentActor() actor: Actor): Promise<SeriesDto> {
    return this.published.afterWrite(this.series.create(actor, body));
  }

  @Get('series/:id')
  @Endpoint({ summary: 'A series with every part, as staff see it', errors: [400, 401, NOT_FOUND] })
  @ApiOkResponse({ type: SeriesResponse })
  get(@Param('id', SeriesIdPipe) id: string): Promise<SeriesDto> {
    return this.series.get(id);
  }

  @Patch('series/:id')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param', bodyFields: 'names' })
  @Endpoint({ summary: "Edit a series' title, description, language or status", description: 'Contributors edit the series they made.', errors: [400, 401, 403, NOT_FOUND] })
  @ApiOkResponse({ type: SeriesResponse })
  update(@Param('id', SeriesIdPipe) id: string, @Body() body: UpdateSeriesDto, @CurrentActor() actor: Actor): Promise<SeriesDto> {
    return this.published.afterWrite(this.series.update(actor, id, body));
  }

  @Delete('series/:id')
  @Allowed('delete')
  @Audited({ action: 'series.deleted', target: 'param' })
  @Endpoint({ summary: 'Delete a series (admins); its lectures stay in the library', errors: [400, 401, 403, NOT_FOUND] })
  @ApiOkResponse({ type: DeleteSeriesResponse })
  delete(@Param('id', SeriesIdPipe) id: string, @CurrentActor() actor: Actor): Promise<DeleteSeriesResponse> {
    return this.published.afterWrite(this.series.delete(actor, id));
  }

  @Post('series/:id/parts')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param', bodyFields: 'names' })
  @Endpoint({
    summary: 'Add lectures to a series, after its last part, in the order given',
    description: 'A lecture belongs to at most one series: one already in another series is refused (400) and nothing is added. Contributors add their own lectures to their own series.',
    errors: [[400, '“Tafsir 3” is already part 3 of “Tafsir of Al-Kahf”; a lecture belongs to one series'], 401, 403, NOT_FOUND],
  })
  @ApiCreatedResponse({ type: SeriesResponse })
  addParts(@Param('id', SeriesIdPipe) id: string, @Body() body: AddPartsDto, @CurrentActor() actor: Actor): Promise<SeriesDto> {
    return this.published.afterWrite(this.series.addParts(actor, id, body.contentIds));
  }

  @Patch('series/:id/parts/:contentId')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param', bodyFields: 'values' })
  @Endpoint({ summary: 'Move a part to another number; the parts between shift by one', description: 'Two staff moving parts at once are applied one after the other: the parts stay numbered 1 to n.', errors: [400, 401, 403, NOT_FOUND] })
  @ApiOkResponse({ type: SeriesResponse })
  movePart(@Param('id', SeriesIdPipe) id: string, @Param('contentId', ContentIdPipe) contentId: string, @Body() body: MovePartDto, @CurrentActor() actor: Actor): Promise<SeriesDto> {
    return this.published.afterWrite(this.series.movePart(actor, id, contentId, body.part));
  }

  @Delete('series/:id/parts/:contentId')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param' })
  @Endpoint({ summary: 'Take a lecture out of a series (the lecture stays); the parts after it move up', errors: [400, 401, 403, NOT_FOUND] })
  @ApiOkResponse({ type: SeriesResponse })
  removePart(@Param('id', SeriesIdPipe) id: string, @Param('contentId', ContentIdPipe) contentId: string, @CurrentActor() actor: Actor): Promise<SeriesDto> {
    return this.published.afterWrite(this.series.removePart(actor, id, contentId));
  }
}
