import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import type { Actor } from '@lectures/proto';
import { CurrentActor } from '../../auth/auth.decorators';
import { ContentIdPipe } from '../../http/content-id.pipe';
import { Endpoint } from '../../http/endpoint.decorator';
import { ChaptersService } from './chapters.service';
import { PodcastChaptersResponse } from './chapters.dto';

const WHO = 'Published items for anyone (their accepted or edited chapters); any item for staff.';

/** An item's chapters as files: a WebVTT chapters track for players, Podcasting 2.0 JSON for podcast apps. */
@ApiTags('content')
@Controller('api/content')
export class ChaptersController {
  constructor(private readonly chapters: ChaptersService) {}

  @Public()
  @Get(':id/chapters.vtt')
  @Endpoint({ summary: "An item's chapters as a WebVTT chapters track", description: WHO, errors: [400, [404, 'No chapters for this item yet']] })
  @Header('Content-Type', 'text/vtt; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=60')
  @ApiProduces('text/vtt')
  @ApiOkResponse({ description: 'WebVTT, a cue per chapter titled with its name' })
  vtt(@Param('id', ContentIdPipe) id: string, @CurrentActor() actor: Actor | undefined): Promise<string> {
    return this.chapters.vtt(id, actor);
  }

  @Public()
  @Get(':id/chapters.json')
  @Endpoint({ summary: "An item's chapters in the Podcasting 2.0 JSON chapters format (podcast:chapters)", description: WHO, errors: [400, [404, 'No chapters for this item yet']] })
  @Header('Content-Type', 'application/json+chapters; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=60')
  @ApiProduces('application/json+chapters')
  @ApiOkResponse({ type: PodcastChaptersResponse })
  json(@Param('id', ContentIdPipe) id: string, @CurrentActor() actor: Actor | undefined): Promise<PodcastChaptersResponse> {
    return this.chapters.json(id, actor);
  }
}
