import { Module } from '@nestjs/common';
import { diskObjectsProvider } from '../media/disk-objects.provider';
import { ArtworkController } from './artwork.controller';
import { ArtworkGatewayService } from './artwork.service';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';
import { TranscriptController } from './transcript.controller';
import { AnalysisSettingsController } from '../analysis-settings/analysis-settings.controller';
import { ChaptersController } from './chapters/chapters.controller';
import { ChaptersService } from './chapters/chapters.service';

@Module({
  controllers: [ContentController, TranscriptController, ArtworkController, AnalysisSettingsController, ChaptersController],
  providers: [ContentGatewayService, ArtworkGatewayService, ChaptersService, diskObjectsProvider],
  exports: [ContentGatewayService],
})
export class ContentGatewayModule {}
