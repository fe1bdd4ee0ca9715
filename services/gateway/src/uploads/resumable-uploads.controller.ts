import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '@lectures/proto';
import type { Request, Response } from 'express';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { ResumableUploads } from './resumable-uploads.service';

/**
 * The tus protocol (creation, HEAD, PATCH, termination) for contributors and admins,
 * behind the same guard as every route: a session cookie or whatever else the
 * guard accepts. The request body is streamed to the store, never parsed.
 */
@ApiTags('media')
@Controller('api/uploads')
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @All()
  @Roles('admin', 'contributor')
  @ApiOperation({
    summary: 'Begin a resumable upload (tus 1.0.0 creation)',
    description:
      'POST with Upload-Length and Tus-Resumable: 1.0.0 answers 201 with the upload\'s Location (/api/uploads/{id}); ' +
      'send the bytes there with PATCH, in chunks, resuming from the offset HEAD reports. Once complete, register the ' +
      'file with PUT /api/media-uploads and that Location as mediaURL.',
  })
  create(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }

  @All(':id')
  @Roles('admin', 'contributor')
  @ApiExcludeEndpoint()
  continue(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }
}
