import { Controller, Get, Param, Req, Res, type BeforeApplicationShutdown } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { isDependencyOutage } from '@lectures/platform';
import type { StreamFrame } from '@lectures/proto';
import type { Response } from 'express';
import type { AuthedRequest } from '../auth/auth.decorators';
import { AuthService } from '../auth/auth.service';
import { ContentIdPipe } from '../http/content-id.pipe';
import { ProgressStreamService } from './progress-stream.service';
import { StreamQuota } from './stream-quota';
import { Endpoint } from '../http/endpoint.decorator';

export const HEARTBEAT_MS = 15_000;
/** What a browser's EventSource waits before reconnecting when a stopping gateway ends its stream. */
export const RECONNECT_HINT_MS = 2000;

@ApiTags('progress')
@Controller('api/content')
export class ProgressController implements BeforeApplicationShutdown {
  private readonly open = new Set<Response>();

  constructor(
    private readonly streams: ProgressStreamService,
    private readonly auth: AuthService,
    private readonly quota: StreamQuota,
  ) {}

  /** SPEC section 7: server-sent events carrying the live progress messages. */
  @Get(':id/stream')
  @Endpoint({ summary: "Follow an item's processing live (server-sent events)", description: 'First the current state (transcript so far, progress, last log lines), then live progress messages (SPEC section 3), with `connected` and `heartbeat` frames.', errors: [400, 401, 404, 429] })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'One JSON progress message per `data:` line' })
  async stream(@Param('id', ContentIdPipe) id: string, @Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    await this.streams.assertExists(id);
    const release = await this.quota.acquire(req.user?.id ?? '');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Nginx would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    let open = true;
    const write = (frame: StreamFrame) => {
      if (open) res.write(`data: ${JSON.stringify(frame)}\n\n`);
    };
    write({ type: 'connected', contentId: id });
    // Each beat also checks the session: a stream ends with its session (sign-out, idle or
    // absolute timeout, revoked, account disabled), so no private transcript keeps flowing.
    const sessionId = req.sessionId ?? '';
    const beat = async () => {
      if (await this.auth.sessionStands(sessionId)) write({ type: 'heartbeat', timestamp: new Date().toISOString() });
      else res.end();
    };
    // While the session store is away nobody can sign out or revoke either: the stream stays.
    const heartbeat = setInterval(() => void beat().catch((error: unknown) => isDependencyOutage(error) || res.end()), HEARTBEAT_MS);
    const following = this.streams.follow(id, write);
    this.open.add(res);
    req.on('close', () => {
      this.open.delete(res);
      open = false;
      release();
      clearInterval(heartbeat);
      void following.then((stop) => stop());
    });
    await following;
  }

  /** A stopping gateway ends every stream with a reconnect hint, so it can drain and browsers move on. */
  beforeApplicationShutdown(): void {
    for (const res of this.open) res.end(`retry: ${RECONNECT_HINT_MS}\n\n`);
  }
}
