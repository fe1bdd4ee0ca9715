import { Module } from '@nestjs/common';
import { ContentHandlers } from './content.handlers';
import { AnalysisReviewHandlers } from './analysis-review.handlers';
import { AnalysisReviewService } from './analysis-review.service';
import { AnalysisSettingsRepository } from './analysis-settings.repository';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { ResultAnnouncer } from './result-announcer';
import { UploadIntakeService } from './upload-intake.service';
import { UploadResumer } from './upload-resumer.service';
import { SearchRepository } from '../search/search.repository';
import { SearchService } from '../search/search.service';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SeriesModule } from '../series/series.module';
import { SpeakersModule } from '../speakers/speakers.module';
import { AddressesModule } from '../addresses/addresses.module';
import { SitemapModule } from '../sitemap/sitemap.module';
import { TranscriptRepository } from '../transcript/transcript.repository';
import { TranscriptService } from '../transcript/transcript.service';
import { TranscriptHandlers } from '../transcript/transcript.handlers';
import { ImportHandlers } from '../imports/import.handlers';
import { ImportOutcomes } from '../imports/import-outcomes';
import { ImportProgress } from '../imports/import-progress';
import { ImportReader } from '../imports/import-reader';
import { ImportRepository } from '../imports/import.repository';
import { ImportRunner } from '../imports/import-runner.service';
import { ImportService } from '../imports/import.service';
import { ImportSteps } from '../imports/import-steps';

/** Imports make lectures through the same upload saga, so they live beside it. */
const IMPORTS = [ImportService, ImportRunner, ImportSteps, ImportOutcomes, ImportProgress, ImportReader, ImportRepository];

@Module({
  imports: [CatalogueModule, SeriesModule, SpeakersModule, AddressesModule, SitemapModule],
  controllers: [ContentHandlers, AnalysisReviewHandlers, TranscriptHandlers, ImportHandlers],
  providers: [ContentService, AnalysisReviewService, AnalysisSettingsRepository, UploadIntakeService, UploadResumer, ResultAnnouncer, ContentRepository, SearchRepository, SearchService, TranscriptService, TranscriptRepository, ...IMPORTS],
})
export class ContentModule {}
