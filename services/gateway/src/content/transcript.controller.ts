import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, ContentDto, TranscriptHistoryReply } from '@lectures/proto';
import { Allowed, CurrentActor, CurrentUser } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { ContentIdPipe } from '../http/content-id.pipe';
import type { UserEntity } from '../users/user.entity';
import { ContentResponse } from './content.dto';
import { ContentGatewayService } from './content.service';
import { PublishedSetCache } from '../public-read/published-set.cache';
import { EditTranscriptDto, TranscriptHistoryResponse } from './transcript.dto';
import { Endpoint } from '../http/endpoint.decorator';

/** Staff correct transcripts passage by passage, and see who changed what and when. */
@ApiTags('content')
@Controller('api/content')
export class TranscriptController {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly content: ContentGatewayService,
    private readonly published: PublishedSetCache,
  ) {}

  @Put(':id/transcript')
  @Endpoint({ summary: "Correct passages of an item's transcript", errors: [400, 401, 403, [404, 'Content not found']] })
  @Allowed('edit')
  @Audited({ action: 'content.transcript-edited', target: 'param' })
  @ApiOkResponse({ type: ContentResponse })
  async edit(
    @Param('id', ContentIdPipe) id: string,
    @Body() body: EditTranscriptDto,
    @CurrentActor() actor: Actor,
    @CurrentUser() user: UserEntity,
  ): Promise<ContentDto> {
    const editorName = user.fullName?.trim() || user.username;
    return this.published.afterWrite(this.content.whole(this.bus.request('content.transcript.edit.v1', { id, actor, editorName, passages: body.passages })));
  }

  @Get(':id/transcript/edits')
  @Endpoint({ summary: 'Who corrected which passage, and when', errors: [400, 401, [404, 'Content not found']] })
  @ApiOkResponse({ type: TranscriptHistoryResponse })
  history(@Param('id', ContentIdPipe) id: string): Promise<TranscriptHistoryReply> {
    return this.bus.request('content.transcript.history.v1', { id });
  }
}
