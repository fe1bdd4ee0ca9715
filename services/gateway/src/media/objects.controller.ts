import { Controller, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import type { Actor } from '@lectures/proto';
import { receiveDiskUpload } from '@lectures/object-store';
import type { Request, Response } from 'express';
import { CurrentActor, Allowed } from '../auth/auth.decorators';
import { DISK_OBJECTS, type DiskObjects } from './disk-objects.provider';
import { UploadUrlResponse } from './media.dto';
import { MediaGatewayService } from './media-gateway.service';
import { Endpoint } from '../http/endpoint.decorator';

const PUT_PREFIX = '/api/objects/put/';

@ApiTags('media')
@Controller('api/objects')
export class ObjectsController {
  constructor(
    private readonly media: MediaGatewayService,
    @Inject(DISK_OBJECTS) private readonly disk: DiskObjects,
  ) {}

  /** SPEC section 7: where to PUT one file. */
  @Post('upload')
  @Endpoint({ summary: 'Get a URL to PUT one file to (SPEC section 7)', errors: [401, 403, [413, 'Storage quota reached'], 429] })
  @HttpCode(200)
  @Allowed('upload')
  @ApiOkResponse({ type: UploadUrlResponse })
  createUploadUrl(@CurrentActor() actor: Actor): Promise<UploadUrlResponse> {
    return this.media.createUploadUrl(actor);
  }

  /** Embedded mode's upload target: the signature in the URL is the authorisation. */
  @Public()
  @Put('put/*key')
  @ApiOkResponse({ description: 'the whole file is stored' })
  @ApiParam({ name: 'key', description: 'the upload key in the signed URL (incoming/<uuid>), with its expires and sig query' })
  @Endpoint({ summary: 'Receive one file sent with a plain PUT to a signed URL (disk storage)', description: 'The signature in the URL is the authorisation. The first bytes must begin audio or video.', errors: [400, [403, 'Upload URL signature is invalid'], [408, 'The upload stalled'], [409, 'Upload URL has already been used'], 413, 415, 507] })
  receive(@Req() req: Request, @Res() res: Response): Promise<void> {
    const key = decodeURIComponent(req.path.slice(PUT_PREFIX.length));
    return receiveDiskUpload(req, res, key, this.disk);
  }
}
