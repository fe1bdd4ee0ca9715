import { Controller, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@lectures/platform';
import type { Actor } from '@lectures/proto';
import { receiveDiskUpload } from '@lectures/object-store';
import type { Request, Response } from 'express';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { DISK_OBJECTS, type DiskObjects } from './disk-objects.provider';
import { UploadUrlResponse } from './media.dto';
import { MediaGatewayService } from './media-gateway.service';

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
  @HttpCode(200)
  @Roles('admin', 'contributor')
  @ApiOkResponse({ type: UploadUrlResponse })
  createUploadUrl(@CurrentActor() actor: Actor): Promise<UploadUrlResponse> {
    return this.media.createUploadUrl(actor);
  }

  /** Embedded mode's upload target: the signature in the URL is the authorisation. */
  @Public()
  @Put('put/*key')
  receive(@Req() req: Request, @Res() res: Response): Promise<void> {
    const key = decodeURIComponent(req.path.slice(PUT_PREFIX.length));
    return receiveDiskUpload(req, res, key, this.disk);
  }
}
