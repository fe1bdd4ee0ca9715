import { outboxEntity, type ServiceDefinition } from '@lectures/platform';
import { CONTENT_QUEUE } from '@lectures/proto';
import { ContentEntity } from './content/content.entity';
import { ContentModule } from './content/content.module';
import { CreateContent1763760000000 } from './migrations/1763760000000-CreateContent';
import { KeysNotUrls1764100000000 } from './migrations/1764100000000-KeysNotUrls';
import { SearchInsideTranscripts1764200000000 } from './migrations/1764200000000-SearchInsideTranscripts';
import { StaffFields1764300000000 } from './migrations/1764300000000-StaffFields';
import { PendingRevision1764400000000 } from './migrations/1764400000000-PendingRevision';
import { ItemLanguage1764500000000 } from './migrations/1764500000000-ItemLanguage';
import { TranscriptEdits1764600000000 } from './migrations/1764600000000-TranscriptEdits';
import { TranscriptVector1764700000000 } from './migrations/1764700000000-TranscriptVector';
import { PublishedSetVersion1764710000000 } from './migrations/1764710000000-PublishedSetVersion';
import { TranscriptRows1765000000000 } from './migrations/1765000000000-TranscriptRows';
import { RefoldTermSpellings1765020000000 } from './migrations/1765020000000-RefoldTermSpellings';
import { TranscriptEditEntity } from './transcript/transcript-edit.entity';
import { ImportFileEntity } from './imports/import-file.entity';
import { ImportEntity } from './imports/import.entity';
import { Imports1764900000000 } from './migrations/1764900000000-Imports';
import { Series1765400000000 } from './migrations/1765400000000-Series';
import { PassageConfidence1765418427000 } from './migrations/1765418427000-PassageConfidence';
import { AnalysisOwners1765200000000 } from './migrations/1765200000000-AnalysisOwners';
import { RefoldNameSpellings1765473829000 } from './migrations/1765473829000-RefoldNameSpellings';
import { Speakers1765473830000 } from './migrations/1765473830000-Speakers';
import { LectureAddresses1765473914000 } from './migrations/1765473914000-LectureAddresses';
import { PublishedAt1765600000000 } from './migrations/1765600000000-PublishedAt';
import { SeriesSearchAndArtwork1765700000000 } from './migrations/1765700000000-SeriesSearchAndArtwork';
import { ImportedSeries1765800000000 } from './migrations/1765800000000-ImportedSeries';

export const CONTENT_SCHEMA = 'content';

/** The content service as both launchers start it. */
export function contentService(): ServiceDefinition {
  return {
    name: 'content',
    schema: CONTENT_SCHEMA,
    entities: [ContentEntity, TranscriptEditEntity, ImportEntity, ImportFileEntity, outboxEntity(CONTENT_SCHEMA)],
    migrations: [
      CreateContent1763760000000,
      KeysNotUrls1764100000000,
      SearchInsideTranscripts1764200000000,
      StaffFields1764300000000,
      PendingRevision1764400000000,
      ItemLanguage1764500000000,
      TranscriptEdits1764600000000,
      TranscriptVector1764700000000,
      PublishedSetVersion1764710000000,
      Imports1764900000000,
      TranscriptRows1765000000000,
      RefoldTermSpellings1765020000000,
      AnalysisOwners1765200000000,
      Series1765400000000,
      PassageConfidence1765418427000,
      RefoldNameSpellings1765473829000,
      Speakers1765473830000,
      LectureAddresses1765473914000,
      PublishedAt1765600000000,
      SeriesSearchAndArtwork1765700000000,
      ImportedSeries1765800000000,
    ],
    consumers: [{ queue: CONTENT_QUEUE, prefetch: 16 }],
    module: ContentModule,
    config: {},
    outbox: true,
  };
}
