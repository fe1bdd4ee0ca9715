import { Module } from '@nestjs/common';
import { diskObjectsProvider } from './disk-objects.provider';
import { MediaController } from './media.controller';
import { MediaGatewayService } from './media-gateway.service';
import { ObjectsController } from './objects.controller';
import { UploadsModule } from '../uploads/uploads.module';

/** Upload URLs, the embedded PUT target, registration and playback. */
@Module({
  imports: [UploadsModule],
  controllers: [ObjectsController, MediaController],
  providers: [MediaGatewayService, diskObjectsProvider],
})
export class MediaGatewayModule {}
