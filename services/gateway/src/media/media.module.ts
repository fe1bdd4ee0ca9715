import { Module } from '@nestjs/common';
import { diskObjectsProvider } from './disk-objects.provider';
import { MediaController } from './media.controller';
import { MediaGatewayService } from './media-gateway.service';
import { ObjectsController } from './objects.controller';
import { SlowMediaBus } from './slow-media-bus.provider';

/** Upload URLs, the embedded PUT target, registration and playback. */
@Module({
  controllers: [ObjectsController, MediaController],
  providers: [MediaGatewayService, SlowMediaBus, diskObjectsProvider],
})
export class MediaGatewayModule {}
