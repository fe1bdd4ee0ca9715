import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@lectures/platform';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { createObjectStore } from '@lectures/object-store';
import type { MediaStorageConfig } from '../media-storage.config';
import { BucketBootstrap } from './bucket-bootstrap';
import { MediaHandlers } from './media.handlers';
import { MediaService } from './media.service';
import { MEDIA_SETTINGS, OBJECT_STORE } from './media.tokens';
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
import { ImportSourceHandlers } from '../import-sources/import-source.handlers';
import { ImportSourceService } from '../import-sources/import-source.service';

@Module({
  controllers: [MediaHandlers, ArtworkHandlers, FixityHandlers, ImportSourceHandlers],
  providers: [
    MediaService,
    ArtworkService,
    ImportSourceService,
    UploadCheckService,
    UploadRegistrationService,
    ObjectPolicyRepository,
    OriginalsRepository,
    UploadSweeper,
    FixityRepository,
    FixityAuditService,
    FixityAuditor,
    BucketBootstrap,
    StorageCondition,
    {
      provide: OBJECT_STORE,
      inject: [SERVICE_CONFIG],
      useFactory: (config: MediaStorageConfig) => config.store ?? createObjectStore(config.storage),
    },
    { provide: MEDIA_SETTINGS, inject: [SERVICE_CONFIG], useFactory: (config: MediaStorageConfig) => config.settings },
  ],
})
export class MediaModule {}
