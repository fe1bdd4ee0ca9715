import { Module } from '@nestjs/common';
import { diskObjectsProvider } from './disk-objects.provider';
import { MediaController } from './media.controller';
import { MediaGatewayService } from './media-gateway.service';
import { ObjectsController } from './objects.controller';
import { UploadsModule } from '../uploads/uploads.module';
import { PublicMediaGrants } from './public-media-grants';

/** Upload URLs, the embedded PUT target, registration and playback. */
@Module({
  imports: [UploadsModule],
  controllers: [ObjectsController, MediaController],
  providers: [MediaGatewayService, PublicMediaGrants, diskObjectsProvider],
})
export class MediaGatewayModule {}
