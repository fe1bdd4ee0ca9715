import { Body, Controller, Get, Inject, Put, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import type { Actor, ContentDto } from '@lectures/proto';
import { contentTypeForKey, sendObject } from '@lectures/object-store';
import type { Request, Response } from 'express';
import { CurrentActor, Allowed } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { ContentResponse } from '../content/content.dto';
import { DISK_OBJECTS, type DiskObjects } from './disk-objects.provider';
import { MediaUploadDto, UPLOAD_ACCEPTED_MESSAGE, UploadAcceptedResponse } from './media.dto';
import { MediaGatewayService } from './media-gateway.service';
import { Endpoint } from '../http/endpoint.decorator';

const MEDIA_PREFIX = '/api/media/';

@ApiTags('media')
@Controller('api')
export class MediaController {
  constructor(
    private readonly media: MediaGatewayService,
    @Inject(DISK_OBJECTS) private readonly disk: DiskObjects,
  ) {}

  /**
   * SPEC section 7: register the uploaded file and create its content item. When the content
   * service is too slow to answer, 202: the upload is kept and its item is made when it can be.
   */
  @Put('media-uploads')
  @Endpoint({ summary: 'Register an uploaded file as a lecture and start processing (SPEC section 7)', description: "`mediaURL` is the single PUT's URL or a finished resumable upload's. 202 when the library is slow to answer: the upload is kept and its lecture appears shortly.", errors: [400, 401, 403, [409, 'This file is already in the library (duplicateOf names the lecture)'], 413, 415, 503] })
  @Allowed('upload')
  @Audited({ action: 'media.uploaded', target: 'result' })
  @ApiOkResponse({ type: ContentResponse })
  @ApiAcceptedResponse({ type: UploadAcceptedResponse, description: 'The library is slow to answer: the upload is kept and its lecture will appear shortly' })
  async register(@Body() body: MediaUploadDto, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<ContentDto | UploadAcceptedResponse> {
    const registration = await this.media.registerUpload(actor, body);
    if ('item' in registration) return registration.item;
    res.status(202);
    return { message: UPLOAD_ACCEPTED_MESSAGE };
  }

  /**
   * Plays media with HTTP Range: published items' media for anyone, the rest
   * for signed-in staff. S3 answers with a redirect to a presigned GET.
   * Express routes HEAD here too; only headers are sent then.
   */
  @Public()
  @Get('media/*key')
  @ApiOkResponse({ description: 'the file (206 with the range asked for); on S3 a 302 to a presigned URL, except HLS playlists (application/vnd.apple.mpegurl), always answered here so their relative URIs resolve under this route' })
  @ApiParam({ name: 'key', description: 'the object key, as in the item\'s mediaUrl (media/<id>/original.mp3)' })
  @Endpoint({ summary: 'Play or download stored media, with HTTP Range', description: "Published items' media for anyone, the rest for staff; on S3 a redirect to a presigned URL. A video's HLS ladder is under `media/<id>/hls/` (master.m3u8, a playlist per rung, MPEG-TS segments as video/mp2t), under its original's rules.", errors: [[403, 'You may not play this media'], [404, 'Media file not found'], [416, 'Range not satisfiable']] })
  async serve(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor | undefined): Promise<void> {
    const key = decodeURIComponent(req.path.slice(MEDIA_PREFIX.length));
    const access = await this.media.authorizeRead(key, actor);
    const cacheControl = access.visibility === 'public' ? 'public, max-age=300' : 'private, max-age=0';
    if (access.playlist !== undefined) {
      // An HLS playlist from S3, served here so its relative URIs come back through this route.
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type(contentTypeForKey(key)).send(access.playlist);
      return;
    }
    if (access.directUrl) {
      res.setHeader('Cache-Control', 'private, no-store');
      return res.redirect(302, access.directUrl);
    }
    await sendObject(req, res, this.disk.store, key, cacheControl);
  }
}
