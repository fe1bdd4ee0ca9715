import { Module } from '@nestjs/common';
import { ContentHandlers } from './content.handlers';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { ResultAnnouncer } from './result-announcer';
import { UploadIntakeService } from './upload-intake.service';
import { UploadResumer } from './upload-resumer.service';
import { SearchRepository } from '../search/search.repository';
import { SearchService } from '../search/search.service';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { TranscriptRepository } from '../transcript/transcript.repository';
import { TranscriptService } from '../transcript/transcript.service';
import { TranscriptHandlers } from '../transcript/transcript.handlers';

@Module({
  imports: [CatalogueModule],
  controllers: [ContentHandlers, TranscriptHandlers],
  providers: [ContentService, UploadIntakeService, UploadResumer, ResultAnnouncer, ContentRepository, SearchRepository, SearchService, TranscriptService, TranscriptRepository],
})
export class ContentModule {}
