import { Module } from '@nestjs/common';
import { diskObjectsProvider } from '../media/disk-objects.provider';
import { ArtworkController } from './artwork.controller';
import { ArtworkGatewayService } from './artwork.service';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';
import { TranscriptController } from './transcript.controller';
import { AnalysisSettingsController } from '../analysis-settings/analysis-settings.controller';

@Module({
  controllers: [ContentController, TranscriptController, ArtworkController, AnalysisSettingsController],
  providers: [ContentGatewayService, ArtworkGatewayService, diskObjectsProvider],
  exports: [ContentGatewayService],
})
export class ContentGatewayModule {}
