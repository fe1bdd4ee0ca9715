import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import { AppError, type Actor, type AuditAction, type ContentDto } from '@lectures/proto';
import { Allowed, CurrentActor } from '../auth/auth.decorators';
import { ContentIdPipe } from '../http/content-id.pipe';
import { ContentAddressPipe } from './content-address.pipe';
import { Audited } from '../audit/audited.decorator';
import {
  AdminContentQuery,
  AdminContentResponse,
  ContentGroupsResponse,
  ContentResponse,
  DeleteContentResponse,
  FacetsResponse,
  PublicListQuery,
  PublicStatsResponse,
  StaffStatsResponse,
  FiguresQuery,
  GroupsQuery,
  UpdateContentDto,
} from './content.dto';
import { ContentGatewayService } from './content.service';
import { PublishedSetCache, sendCached } from '../public-read/published-set.cache';
import { ReprocessThrottle } from '../security/reprocess-throttle';
import { ContentActionDto } from './transcript.dto';
import { Endpoint } from '../http/endpoint.decorator';

const CONTENT_ACTIONS: Record<string, AuditAction> = { approve: 'content.approved', reprocess: 'content.reprocessed', 'analyse-again': 'content.analysed-again' };

/** SPEC's calls carry none of these; any of them asks for pages. */
const asksForPages = (query: AdminContentQuery): boolean => query.limit !== undefined || query.cursor !== undefined || query.sort !== undefined;

@ApiTags('content')
@Controller('api/content')
export class ContentController {
  constructor(
    private readonly content: ContentGatewayService,
    private readonly published: PublishedSetCache,
    private readonly reprocessThrottle: ReprocessThrottle,
  ) {}

  /**
   * Without parameters: every published item, as SPEC's home page asks. With any of limit, cursor,
   * sort, q, tags or speaker: one page (24 items unless limit says otherwise) and the next page's
   * cursor in X-Next-Cursor, absent on the last page.
   */
  @Public()
  @Get('public')
  @Endpoint({ summary: 'List published lectures (SPEC), or a page of them with limit, cursor and sort', errors: [400] })
  @ApiOkResponse({ type: [ContentResponse] })
  @ApiHeader({ name: 'X-Next-Cursor', required: false, description: 'paged responses: pass it as cursor for the next page' })
  async listPublic(@Query() query: PublicListQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = asksForPages(query) || query.q !== undefined || query.tags !== undefined || query.speaker !== undefined
      ? await this.published.get(`page:${JSON.stringify(query)}`, async () => {
          const page = await this.content.page('public', query);
          return { json: JSON.stringify(page.items), nextCursor: page.nextCursor };
        })
      : await this.published.get('all', async () => ({ json: JSON.stringify(await this.content.listPublic()) }));
    if (body.nextCursor) res.setHeader('X-Next-Cursor', body.nextCursor);
    sendCached(req, res, body);
  }

  @Public()
  @Get('public/stats')
  @Endpoint({ summary: "The public library's figures: recordings and total seconds" })
  @ApiOkResponse({ type: PublicStatsResponse, description: "the hero's figures: published recordings and their total seconds" })
  async publicStats(@Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await this.published.get('stats', async () => {
      const figures = await this.content.figures('public');
      return { json: JSON.stringify({ count: figures.total, totalDurationSeconds: figures.totalDurationSeconds }) };
    });
    sendCached(req, res, body);
  }

  @Public()
  @Get('facets')
  @Endpoint({ summary: 'Topics and speakers of published lectures, with counts' })
  @ApiOkResponse({ type: FacetsResponse, description: 'topics and speakers of published items, with counts' })
  async publicFacets(@Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await this.published.get('facets', async () => {
      const { topics, speakers } = await this.content.figures('public');
      return { json: JSON.stringify({ topics, speakers }) };
    });
    sendCached(req, res, body);
  }

  /** Staff: counts of the items the admin list's filters select (all when none), with their topics and speakers. */
  @Get('stats')
  @Endpoint({ summary: "The dashboard's figures (staff)", errors: [400, 401] })
  @ApiOkResponse({ type: StaffStatsResponse })
  staffStats(@Query() query: FiguresQuery): Promise<StaffStatsResponse> {
    return this.content.figures('staff', query);
  }

  @Public()
  @Get('public/:id')
  @Endpoint({ summary: 'One published lecture, by its id or its readable address (slug, current or earlier)', errors: [400, [404, 'Content not found']] })
  @ApiOkResponse({ type: ContentResponse })
  getPublic(@Param('id', ContentAddressPipe) address: string): Promise<ContentDto> {
    return this.content.getPublic(address);
  }

  /** Staff: the library's groups by topic or speaker, largest first, each with its first items. */
  @Get('admin/groups')
  @Endpoint({ summary: 'The staff library grouped by topic or speaker', errors: [400, 401] })
  @ApiOkResponse({ type: ContentGroupsResponse })
  groups(@Query() query: GroupsQuery): Promise<ContentGroupsResponse> {
    return this.content.groups('staff', query);
  }

  @Get('admin')
  @Endpoint({ summary: 'The staff list with filters (SPEC), or a page of it', errors: [400, 401] })
  @ApiOkResponse({ type: AdminContentResponse })
  async listAdmin(@Query() query: AdminContentQuery): Promise<AdminContentResponse> {
    if (!asksForPages(query)) {
      return { content: await this.content.listStaff(query) };
    }
    const page = await this.content.page('staff', query);
    return { content: page.items, nextCursor: page.nextCursor };
  }

  @Get()
  @Endpoint({ summary: "Every item staff may see (SPEC's fallback list)", errors: [401] })
  @ApiOkResponse({ type: [ContentResponse] })
  list(): Promise<ContentDto[]> {
    return this.content.listStaff({});
  }

  @Get(':id')
  @Endpoint({ summary: 'One item as staff see it, with what waits for review', errors: [400, 401, [404, 'Content not found']] })
  @ApiOkResponse({ type: ContentResponse })
  get(@Param('id', ContentIdPipe) id: string): Promise<ContentDto> {
    return this.content.getStaff(id);
  }

  @Patch(':id')
  @Endpoint({ summary: "Edit an item's title, description, speaker, tags, language or analysis; accept or discard generated fields; or approve it", description: 'Contributors edit their own items; on a published item their change waits for an admin. Generated analysis fields are not public until a person edits or accepts them.', errors: [400, 401, 403, [404, 'Content not found']] })
  @Allowed('edit')
  @Audited({ action: 'content.edited', target: 'param', bodyFields: 'names' })
  @ApiOkResponse({ type: ContentResponse })
  update(@Param('id', ContentIdPipe) id: string, @Body() body: UpdateContentDto, @CurrentActor() actor: Actor): Promise<ContentDto> {
    return this.published.afterWrite(this.content.update(id, actor, body));
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete an item and its media (admins)', errors: [400, 401, 403, [404, 'Content not found']] })
  @Allowed('delete')
  @Audited({ action: 'content.deleted', target: 'param' })
  @ApiOkResponse({ type: DeleteContentResponse })
  delete(@Param('id', ContentIdPipe) id: string, @CurrentActor() actor: Actor): Promise<DeleteContentResponse> {
    return this.published.afterWrite(this.content.delete(id, actor));
  }

  /** SPEC: actions share POST /api/content/{id}/{action}. */
  @Post(':id/:action')
  @Endpoint({ summary: 'Approve (publish), reprocess or analyse an item again: POST /api/content/{id}/approve, /reprocess or /analyse-again', description: "Approve is for admins; reprocess for the item's contributor or an admin, at most three times in ten minutes per item. Analyse-again runs only the analysis on the transcript as corrected; its result waits as a proposal beside each field.", errors: [400, 401, 403, [404, 'Content not found'], [409, 'This item has no media to process'], 429] })
  @HttpCode(200)
  @Allowed('approve', 'reprocess')
  @Audited({ action: (req) => CONTENT_ACTIONS[String(req.params.action)] ?? null, target: 'param' })
  @ApiOkResponse({ type: ContentResponse })
  action(@Param('id', ContentIdPipe) id: string, @Param('action') action: string, @Body() body: ContentActionDto, @CurrentActor() actor: Actor): Promise<ContentDto> {
    switch (action) {
      case 'approve':
        return this.published.afterWrite(this.content.approve(id, actor));
      case 'reprocess':
        return this.published.afterWrite(this.reprocessThrottle.run(id, actor.id, () => this.content.reprocess(id, actor, body.keepEditedPassages)));
      case 'analyse-again':
        return this.reprocessThrottle.run(id, actor.id, () => this.content.analyseAgain(id, actor));
      default:
        throw new AppError('NOT_FOUND', `Unknown action '${action}'`);
    }
  }
}
