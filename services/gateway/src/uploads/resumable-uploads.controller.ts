import { Controller, Delete, Head, Options, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Actor } from '@lectures/proto';
import type { Request, Response } from 'express';
import { CurrentActor, Allowed } from '../auth/auth.decorators';
import { ResumableUploads } from './resumable-uploads.service';

/**
 * The tus 1.0.0 protocol (creation, HEAD, PATCH, termination) for contributors and admins,
 * behind the same guard as every route: a session cookie or whatever else the guard
 * accepts. Each request goes to tus as it came; the body is streamed, never parsed.
 */
@ApiTags('media')
@Controller('api/uploads')
@Allowed('upload')
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post()
  @ApiResponse({ status: 201, description: "created: the upload's Location header names where to send its bytes" })
  @ApiResponse({ status: 401, description: 'Authentication required' })
  @ApiResponse({ status: 403, description: 'Your role does not allow this' })
  @ApiResponse({ status: 413, description: 'File is larger than the 500 MB limit' })
  @ApiResponse({ status: 507, description: "The library's storage is full, so nothing was stored" })
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
  @ApiParam({ name: 'id', description: "the upload's id, the last part of its Location" })
  @ApiResponse({ status: 204, description: 'the bytes are kept; Upload-Offset says how many the server holds' })
  @ApiResponse({ status: 404, description: 'no such upload (expired, or not yours)' })
  @ApiResponse({ status: 409, description: 'Upload-Offset is not the offset the server holds: ask it with HEAD' })
  @ApiOperation({ summary: 'Send the next bytes of a resumable upload (tus PATCH, from Upload-Offset)' })
  write(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.uploads.handle(req, res, actor);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', description: "the upload's id, the last part of its Location" })
  @ApiResponse({ status: 204, description: 'the upload and its bytes are gone' })
  @ApiResponse({ status: 404, description: 'no such upload (expired, or not yours)' })
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
