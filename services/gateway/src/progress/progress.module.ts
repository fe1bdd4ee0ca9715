import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CaptionsController } from './captions.controller';
import { CaptionsService } from './captions.service';
import { ProgressController } from './progress.controller';
import { ProgressHub } from './progress-hub.service';
import { ProgressSocketServer } from './progress-socket.server';
import { ProgressStreamService } from './progress-stream.service';
import { StreamQuota } from './stream-quota';

/** Live progress to browsers (SSE and WebSocket) and the timed transcript as captions. */
@Module({
  imports: [AuthModule],
  controllers: [ProgressController, CaptionsController],
  providers: [ProgressHub, ProgressStreamService, ProgressSocketServer, CaptionsService, StreamQuota],
})
export class ProgressModule {}
