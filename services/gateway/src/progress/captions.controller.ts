import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import { AppError, type Actor } from '@lectures/proto';
import { CurrentActor } from '../auth/auth.decorators';
import { ContentIdPipe } from '../http/content-id.pipe';
import { CaptionsService } from './captions.service';
import { Endpoint } from '../http/endpoint.decorator';

@ApiTags('content')
@Controller('api/content')
export class CaptionsController {
  constructor(private readonly captions: CaptionsService) {}

  /** The timed transcript as WebVTT; the media's access rule (published: anyone, else staff). */
  @Public()
  @Get(':id/captions.vtt')
  @Endpoint({ summary: "An item's transcript as WebVTT captions", description: 'Published items for anyone; any item for staff.', errors: [400, 404] })
  @Header('Content-Type', 'text/vtt; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=60')
  @ApiProduces('text/vtt')
  @ApiOkResponse({ description: 'WebVTT captions' })
  async get(@Param('id', ContentIdPipe) id: string, @CurrentActor() actor: Actor | undefined): Promise<string> {
    const vtt = await this.captions.forContent(id, actor);
    if (vtt === null) throw new AppError('NOT_FOUND', 'No captions for this item yet');
    return vtt;
  }

  @Public()
  @Get(':id/transcript.txt')
  @Endpoint({ summary: "An item's transcript as plain text, a passage a line", description: 'Published items for anyone; any item for staff.', errors: [400, [404, 'No transcript for this item yet']] })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=60')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'the transcript as text (podcast:transcript type text/plain)' })
  async text(@Param('id', ContentIdPipe) id: string, @CurrentActor() actor: Actor | undefined): Promise<string> {
    const text = await this.captions.textFor(id, actor);
    if (text === null) throw new AppError('NOT_FOUND', 'No transcript for this item yet');
    return text;
  }
}
