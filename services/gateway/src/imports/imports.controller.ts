import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, type PipeTransform } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AppError, type Actor, type BacklogStatus, type ImportDto, type ImportFileDto, type ImportFilesPage } from '@lectures/proto';
import { isUUID } from 'class-validator';
import type { Response } from 'express';
import { CurrentActor, Allowed, type AuthedRequest } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { AuthService } from '../auth/auth.service';
import {
  AddImportFilesDto,
  BacklogPauseDto,
  BacklogResponse,
  CreateImportDto,
  FileFailedDto,
  FileUploadedDto,
  ImportFileResponse,
  ImportFilesQuery,
  ImportFilesResponse,
  ImportResponse,
  RetryImportDto,
} from './imports.dto';
import { ImportsGatewayService } from './imports-gateway.service';
import { ImportStreamHub } from './import-stream.hub';

const HEARTBEAT_MS = 15_000;

class IdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw new AppError('INVALID', 'Malformed id');
    return value;
  }
}

@ApiTags('imports')
@Controller('api')
@Allowed('administer')
@ApiUnauthorizedResponse({ description: 'not signed in (session or API key)' })
@ApiForbiddenResponse({ description: 'not an admin' })
export class ImportsController {
  constructor(
    private readonly imports: ImportsGatewayService,
    private readonly hub: ImportStreamHub,
    private readonly auth: AuthService,
  ) {}

  @Post('imports')
  @Audited({ action: 'import.created', target: 'result' })
  @ApiOperation({
    summary: 'Start an import (or its dry run)',
    description:
      'From files the client uploads (source upload, then tus and POST .../files/{fileId}/uploaded for each), a directory the services can read, or an S3 bucket and prefix. ' +
      'Metadata: the manifest over the files\' tags over folder names (Speaker/Series/07 - Title.mp3). With dryRun every file is checked and nothing is created until POST /api/imports/{id}/start.',
  })
  @ApiCreatedResponse({ type: ImportResponse })
  @ApiBadRequestResponse({ description: 'an unreadable manifest, a source without its path or bucket, files for a server-side source' })
  create(@Body() body: CreateImportDto, @CurrentActor() actor: Actor): Promise<ImportDto> {
    return this.imports.create(actor, body);
  }

  @Get('imports')
  @ApiOperation({ summary: 'List imports', description: 'Newest first, with their figures.' })
  @ApiOkResponse({ type: [ImportResponse] })
  list(@CurrentActor() actor: Actor): Promise<ImportDto[]> {
    return this.imports.list(actor);
  }

  @Get('imports/:id')
  @ApiOperation({ summary: 'An import and its figures', description: 'Counts (queued, uploading, stored, duplicates, transcribing, done, failed), bytes, rate and time left.' })
  @ApiOkResponse({ type: ImportResponse })
  @ApiNotFoundResponse({ description: 'no such import' })
  get(@Param('id', IdPipe) id: string, @CurrentActor() actor: Actor): Promise<ImportDto> {
    return this.imports.get(actor, id);
  }

  @Get('imports/:id/files')
  @ApiOperation({ summary: "An import's files", description: 'In path order, a page at a time, optionally of some states; each with its outcome, its reason and the lecture it becomes.' })
  @ApiOkResponse({ type: ImportFilesResponse })
  @ApiNotFoundResponse({ description: 'no such import' })
  files(@Param('id', IdPipe) id: string, @Query() query: ImportFilesQuery, @CurrentActor() actor: Actor): Promise<ImportFilesPage> {
    return this.imports.files(actor, id, query);
  }

  @Post('imports/:id/files')
  @ApiOperation({ summary: 'Add files to an import of uploaded files', description: 'A folder of thousands is sent in several requests of at most 1,000 files.' })
  @ApiCreatedResponse({ type: ImportResponse })
  @ApiConflictResponse({ description: 'the import has finished' })
  addFiles(@Param('id', IdPipe) id: string, @Body() body: AddImportFilesDto, @CurrentActor() actor: Actor): Promise<ImportDto> {
    return this.imports.addFiles(actor, id, body);
  }

  @Post('imports/:id/start')
  @HttpCode(200)
  @Audited({ action: 'import.started', target: 'param' })
  @ApiOperation({ summary: 'Start a dry run', description: 'Every checked file gets its lecture; files still on their way follow as they are checked.' })
  @ApiOkResponse({ type: ImportResponse })
  @ApiNotFoundResponse({ description: 'no such import' })
  start(@Param('id', IdPipe) id: string, @CurrentActor() actor: Actor): Promise<ImportDto> {
    return this.imports.start(actor, id);
  }

  @Post('imports/:id/retry')
  @HttpCode(200)
  @Audited({ action: 'import.retried', target: 'param', bodyFields: 'names' })
  @ApiOperation({ summary: 'Retry failed files', description: 'Only the failed files (or those named) go again; a file refused for its name stays failed. Uploaded files must be sent again by the client.' })
  @ApiOkResponse({ type: ImportResponse })
  @ApiNotFoundResponse({ description: 'no such import' })
  retry(@Param('id', IdPipe) id: string, @Body() body: RetryImportDto, @CurrentActor() actor: Actor): Promise<ImportDto> {
    return this.imports.retry(actor, id, body);
  }

  @Post('imports/:id/files/:fileId/uploaded')
  @HttpCode(200)
  @ApiOperation({ summary: 'A file of the import was uploaded', description: 'Its upload URL (tus, or a signed PUT) goes through the upload saga: check, lecture, registration.' })
  @ApiOkResponse({ type: ImportFileResponse })
  @ApiNotFoundResponse({ description: 'no such import or file' })
  uploaded(@Param('id', IdPipe) id: string, @Param('fileId', IdPipe) fileId: string, @Body() body: FileUploadedDto, @CurrentActor() actor: Actor): Promise<ImportFileDto> {
    return this.imports.uploaded(actor, id, fileId, body);
  }

  @Post('imports/:id/files/:fileId/failed')
  @HttpCode(200)
  @ApiOperation({ summary: 'A file could not be sent', description: "The client could not read or send it: the file fails with the client's reason and the rest goes on." })
  @ApiOkResponse({ type: ImportFileResponse })
  @ApiNotFoundResponse({ description: 'no such import or file' })
  failed(@Param('id', IdPipe) id: string, @Param('fileId', IdPipe) fileId: string, @Body() body: FileFailedDto, @CurrentActor() actor: Actor): Promise<ImportFileDto> {
    return this.imports.failed(actor, id, fileId, body);
  }

  @Get('imports/:id/stream')
  @ApiOperation({ summary: 'Follow an import live (server-sent events)', description: 'First the import as it is, then `import_progress` messages with its figures and the files that moved; heartbeats keep proxies from closing it.' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'One JSON message per `data:` line' })
  @ApiNotFoundResponse({ description: 'no such import' })
  async stream(@Param('id', IdPipe) id: string, @CurrentActor() actor: Actor, @Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    const current = await this.imports.get(actor, id);
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    const write = (frame: object) => res.write(`data: ${JSON.stringify(frame)}\n\n`);
    const stop = this.hub.follow(id, write);
    write({ type: 'import_progress', importId: id, import: current, files: [], more: true });
    // A stream opened with a session ends with it (sign-out, idle, revoked), as the transcript's does.
    const sessionId = req.sessionId;
    const beat = async () => {
      if (sessionId && !(await this.auth.sessionStands(sessionId))) res.end();
      else write({ type: 'heartbeat', timestamp: new Date().toISOString() });
    };
    const heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
    req.on('close', () => {
      stop();
      clearInterval(heartbeat);
    });
  }

  @Get('transcription/backlog')
  @ApiOperation({ summary: 'The transcription backlog', description: "Imported lectures waiting behind new work: how many, how much audio, the estimated time to clear it, and whether it is paused." })
  @ApiOkResponse({ type: BacklogResponse })
  backlog(): Promise<BacklogStatus> {
    return this.imports.backlog();
  }

  @Put('transcription/backlog')
  @Audited({ action: (req) => ((req.body as { paused?: unknown })?.paused === true ? 'backlog.paused' : 'backlog.resumed') })
  @ApiOperation({ summary: 'Pause or resume the backlog', description: 'Paused: no imported lecture starts transcribing (those under way finish); kept across restarts. New uploads are never held.' })
  @ApiOkResponse({ type: BacklogResponse })
  @ApiBadRequestResponse({ description: 'paused is not a boolean' })
  setBacklog(@Body() body: BacklogPauseDto, @CurrentActor() actor: Actor): Promise<BacklogStatus> {
    return this.imports.setBacklogPaused(actor, body.paused);
  }
}
