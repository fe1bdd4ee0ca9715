import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import type { Actor } from '@lectures/proto';
import { sendObject } from '@lectures/object-store';
import type { Request, Response } from 'express';
import { CurrentActor } from '../auth/auth.decorators';
import { ContentIdPipe } from '../http/content-id.pipe';
import { DISK_OBJECTS, type DiskObjects } from '../media/disk-objects.provider';
import { ArtworkQuery } from './artwork.dto';
import { ArtworkGatewayService, type ArtworkAnswer } from './artwork.service';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A versioned URL names one picture forever; an old or missing version gets today's picture, briefly cached. */
export function artworkCacheControl(answer: Pick<ArtworkAnswer, 'shared' | 'current'>): string {
  if (answer.current) return `${answer.shared ? 'public' : 'private'}, max-age=${YEAR_SECONDS}, immutable`;
  return answer.shared ? 'public, max-age=300' : 'private, max-age=0';
}

@ApiTags('content')
@Controller('api/content')
export class ArtworkController {
  constructor(
    private readonly artwork: ArtworkGatewayService,
    @Inject(DISK_OBJECTS) private readonly disk: DiskObjects,
  ) {}

  /** The item's picture, drawn once by media-storage; S3 answers with a redirect to a presigned GET. */
  @Public()
  @Get(':id/artwork')
  @ApiOperation({
    summary: "An item's artwork (JPEG)",
    description:
      'social (default): 960x960, the cover or a video thumbnail letterboxed with the title, for social cards; card: 640x360, the cover for cards. ' +
      'Published items for anyone, any item for signed-in staff. Use the URLs the item carries (artworkUrl, socialImageUrl).',
  })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'the JPEG' })
  @ApiFoundResponse({ description: 'S3 storage: redirect to a presigned GET' })
  @ApiBadRequestResponse({ description: 'malformed id, variant or version' })
  @ApiNotFoundResponse({ description: 'no such item, or not published and no session' })
  async serve(
    @Param('id', ContentIdPipe) id: string,
    @Query() query: ArtworkQuery,
    @CurrentActor() actor: Actor | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.artwork.find(id, query.variant ?? 'social', query.v, actor);
    if (answer.directUrl) {
      res.setHeader('Cache-Control', 'private, no-store');
      return res.redirect(302, answer.directUrl);
    }
    await sendObject(req, res, this.disk.store, answer.objectKey, artworkCacheControl(answer));
  }
}
