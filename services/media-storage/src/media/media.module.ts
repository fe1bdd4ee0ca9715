import { Module } from '@nestjs/common';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { BucketBootstrap } from './bucket-bootstrap';
import { MediaHandlers } from './media.handlers';
import { MediaService } from './media.service';
import { UploadSweeper } from './upload-sweeper';
import { StorageCondition } from './storage-condition';
import { UploadCheckService } from '../registration/upload-check.service';
import { UploadRegistrationService } from '../registration/upload-registration.service';
import { OriginalsRepository } from '../originals/originals.repository';
import { ArtworkHandlers } from '../artwork/artwork.handlers';
import { FixityAuditService } from '../fixity/fixity-audit.service';
import { FixityAuditor } from '../fixity/fixity-auditor';
import { FixityHandlers } from '../fixity/fixity.handlers';
import { FixityRepository } from '../fixity/fixity.repository';
import { ArtworkService } from '../artwork/artwork.service';
import { SeriesArtworkService } from '../artwork/series-artwork.service';
import { ImportSourceHandlers } from '../import-sources/import-source.handlers';
import { ImportSourceService } from '../import-sources/import-source.service';
import { RenditionListHandlers } from '../renditions/rendition-list.handlers';
import { RenditionRepository } from '../renditions/rendition.repository';
import { RenditionWorkerModule } from '../renditions/renditions.module';
import { ObjectStoreModule } from './object-store.module';

@Module({
  imports: [ObjectStoreModule],
  controllers: [MediaHandlers, ArtworkHandlers, FixityHandlers, ImportSourceHandlers, RenditionListHandlers],
  providers: [
    MediaService,
    ArtworkService,
    SeriesArtworkService,
    ImportSourceService,
    UploadCheckService,
    UploadRegistrationService,
    ObjectPolicyRepository,
    OriginalsRepository,
    RenditionRepository,
    UploadSweeper,
    FixityRepository,
    FixityAuditService,
    FixityAuditor,
    BucketBootstrap,
    StorageCondition,
  ],
})
export class MediaModule {}

/** Everything in one process (embedded mode, and `MEDIA_STORAGE_ROLE=all`): the service and a rendition worker. */
@Module({ imports: [MediaModule, RenditionWorkerModule] })
export class MediaWithRenditionsModule {}
