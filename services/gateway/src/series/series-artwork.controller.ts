import { Controller, Delete, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@lectures/platform';
import { SERIES_ARTWORK_MAX_BYTES, SERIES_ARTWORK_TYPES, type Actor } from '@lectures/proto';
import { sendObject } from '@lectures/object-store';
import { Allowed, CurrentActor } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { artworkCacheControl } from '../content/artwork.controller';
import { ArtworkQuery } from '../content/artwork.dto';
import { Endpoint } from '../http/endpoint.decorator';
import { DISK_OBJECTS, type DiskObjects } from '../media/disk-objects.provider';
import { PublishedSetCache } from '../public-read/published-set.cache';
import { SeriesIdPipe } from './series-params';
import { SeriesArtworkGatewayService, readPicture } from './series-artwork.service';
import { SeriesResponse } from './series.dto';
import type { SeriesDto } from './series-gateway.service';

const NOT_FOUND: [number, string] = [404, 'Series not found'];
const LIMIT = `${SERIES_ARTWORK_MAX_BYTES / 1024 / 1024} MB`;

/** A series' own picture: staff upload or remove it; without one the drawn artwork stays. */
@ApiTags('series')
@Controller('api/series')
export class SeriesArtworkController {
  constructor(
    private readonly artwork: SeriesArtworkGatewayService,
    private readonly published: PublishedSetCache,
    @Inject(DISK_OBJECTS) private readonly disk: DiskObjects,
  ) {}

  @Put(':id/artwork')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param' })
  @Endpoint({
    summary: "Upload the series' picture (replaces the one before)",
    description:
      `The request body is the picture itself (${SERIES_ARTWORK_TYPES.join(', ')}, judged by its bytes; at most ${LIMIT}; at least 200x200, 1400x1400 or more is best). ` +
      'It is cropped to fill each size: 960x960 (page, cards), 1400x1400 (podcast apps), 640x360. Contributors change the series they made.',
    errors: [[400, 'The picture is 120x90; it should be at least 200x200'], 401, 403, NOT_FOUND, [413, `a series picture may be at most ${LIMIT}`], [415, 'This file is application/pdf, not a picture the library takes'], 507],
  })
  @ApiConsumes(...SERIES_ARTWORK_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: SeriesResponse })
  async upload(@Param('id', SeriesIdPipe) id: string, @CurrentActor() actor: Actor, @Req() req: Request): Promise<SeriesDto> {
    const image = await readPicture(req);
    return this.published.afterWrite(this.artwork.upload(actor, id, image));
  }

  @Delete(':id/artwork')
  @Allowed('edit')
  @Audited({ action: 'series.edited', target: 'param' })
  @Endpoint({ summary: "Remove the series' uploaded picture: the drawn artwork is shown again", errors: [400, 401, 403, NOT_FOUND] })
  @ApiOkResponse({ type: SeriesResponse })
  remove(@Param('id', SeriesIdPipe) id: string, @CurrentActor() actor: Actor): Promise<SeriesDto> {
    return this.published.afterWrite(this.artwork.remove(actor, id));
  }

  @Public()
  @Get(':id/artwork')
  @Endpoint({
    summary: "The series' uploaded picture (JPEG)",
    description: 'social (default) 960x960, podcast 1400x1400, card 640x360. Series with a published part for anyone, any series for staff. Use the URLs the series carries (artworkUrl, podcastImageUrl).',
    errors: [400, [404, 'This series has no uploaded picture']],
  })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'the JPEG' })
  @ApiFoundResponse({ description: 'S3 storage: redirect to a presigned GET' })
  async serve(@Param('id', SeriesIdPipe) id: string, @Query() query: ArtworkQuery, @CurrentActor() actor: Actor | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.artwork.find(id, query.variant ?? 'social', query.v, actor);
    if (answer.directUrl) {
      res.setHeader('Cache-Control', 'private, no-store');
      return res.redirect(302, answer.directUrl);
    }
    await sendObject(req, res, this.disk.store, answer.objectKey, artworkCacheControl(answer));
  }
}
