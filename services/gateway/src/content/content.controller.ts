import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import { AppError, type Actor, type ContentDto } from '@lectures/proto';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { ContentIdPipe } from '../http/content-id.pipe';
import { AdminContentQuery, AdminContentResponse, ContentResponse, DeleteContentResponse, UpdateContentDto } from './content.dto';
import { ContentGatewayService } from './content.service';
import { PublicListCache } from './public-list.cache';
import { ReprocessThrottle } from '../security/reprocess-throttle';

@ApiTags('content')
@Controller('api/content')
export class ContentController {
  constructor(
    private readonly content: ContentGatewayService,
    private readonly publicList: PublicListCache,
    private readonly reprocessThrottle: ReprocessThrottle,
  ) {}

  @Public()
  @Get('public')
  @ApiOkResponse({ type: [ContentResponse] })
  async listPublic(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { json, etag } = await this.publicList.get();
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) res.status(304).end();
    else res.type('json').send(json);
  }

  @Public()
  @Get('public/:id')
  @ApiOkResponse({ type: ContentResponse })
  getPublic(@Param('id', ContentIdPipe) id: string): Promise<ContentDto> {
    return this.content.getPublic(id);
  }

  @Get('admin')
  @ApiOkResponse({ type: AdminContentResponse })
  async listAdmin(@Query() query: AdminContentQuery): Promise<AdminContentResponse> {
    return { content: await this.content.listStaff(query) };
  }

  @Get()
  @ApiOkResponse({ type: [ContentResponse] })
  list(): Promise<ContentDto[]> {
    return this.content.listStaff({});
  }

  @Get(':id')
  @ApiOkResponse({ type: ContentResponse })
  get(@Param('id', ContentIdPipe) id: string): Promise<ContentDto> {
    return this.content.getStaff(id);
  }

  @Patch(':id')
  @Roles('admin', 'contributor')
  @ApiOkResponse({ type: ContentResponse })
  update(@Param('id', ContentIdPipe) id: string, @Body() body: UpdateContentDto, @CurrentActor() actor: Actor): Promise<ContentDto> {
    return this.content.update(id, actor, body);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOkResponse({ type: DeleteContentResponse })
  delete(@Param('id', ContentIdPipe) id: string, @CurrentActor() actor: Actor): Promise<DeleteContentResponse> {
    return this.content.delete(id, actor);
  }

  /** SPEC: actions share POST /api/content/{id}/{action}. */
  @Post(':id/:action')
  @HttpCode(200)
  @Roles('admin', 'contributor')
  @ApiOkResponse({ type: ContentResponse })
  action(@Param('id', ContentIdPipe) id: string, @Param('action') action: string, @CurrentActor() actor: Actor): Promise<ContentDto> {
    switch (action) {
      case 'approve':
        return this.content.approve(id, actor);
      case 'reprocess':
        return this.reprocessThrottle.run(id, actor.id, () => this.content.reprocess(id, actor));
      default:
        throw new AppError('NOT_FOUND', `Unknown action '${action}'`);
    }
  }
}
