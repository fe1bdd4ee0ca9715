import { Controller, Delete, Head, Options, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '@lectures/proto';
import type { Request, Response } from 'express';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { ResumableUploads } from './resumable-uploads.service';

/**
 * The tus 1.0.0 protocol (creation, HEAD, PATCH, termination) for contributors and admins,
 * behind the same guard as every route: a session cookie or whatever else the guard
 * accepts. Each request goes to tus as it came; the body is streamed, never parsed.
 */
@ApiTags('media')
@Controller('api/uploads')
@Roles('admin', 'contributor')
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post()
  @ApiOperation({
    summary: 'Begin a resumable upload (tus 1.0.0)',
    description:
      "Send Tus-Resumable: 1.0.0 and Upload-Length (the file's size; past the limit: 413). The answer is 201 with the " +
      "upload's Location (/api/uploads/{id}). Send the bytes there with PATCH in chunks; after a cut, HEAD tells the " +
      'offset the server holds. Once complete, register the file with PUT /api/media-uploads and that Location as mediaURL. ' +
      'Unfinished uploads are removed after UPLOAD_EXPIRY_HOURS.',
  })
  create(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Send the next bytes of a resumable upload (tus PATCH, from Upload-Offset)' })
  write(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Abandon a resumable upload and remove its bytes (tus termination)' })
  remove(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }

  /** How many bytes the server holds (tus HEAD); documented with POST. */
  @Head(':id')
  @ApiExcludeEndpoint()
  offset(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }

  /** The server's tus version, extensions and size limit (Tus-Max-Size). */
  @Options()
  @ApiExcludeEndpoint()
  capabilities(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }
}
