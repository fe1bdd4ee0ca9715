import { outboxEntity, type EnvReader, type ServiceDefinition } from '@lectures/platform';
import { MEDIA_QUEUE, RENDITION_QUEUE } from '@lectures/proto';
import { readMediaStorageConfig, type MediaStorageConfig } from './media-storage.config';
import { MediaModule, MediaWithRenditionsModule } from './media/media.module';
import { RenditionWorkerModule } from './renditions/renditions.module';
import { RenditionJobEntity } from './renditions/rendition-job.entity';
import { Renditions1765100000000 } from './migrations/1765100000000-Renditions';
import { HlsLadders1765400000000 } from './migrations/1765400000000-HlsLadders';
import { CreateObjectPolicies1763770000000 } from './migrations/1763770000000-CreateObjectPolicies';
import { AddUploadRegistrations1764100000000 } from './migrations/1764100000000-AddUploadRegistrations';
import { AddOriginalChecksums1764800000000 } from './migrations/1764800000000-AddOriginalChecksums';
import { FixityFindingEntity } from './fixity/fixity-finding.entity';
import { OriginalEntity } from './originals/original.entity';
import { UploadCheckEntity } from './originals/upload-check.entity';
import { ObjectPolicyEntity } from './policy/object-policy.entity';
import { UploadRegistrationEntity } from './registration/upload-registration.entity';

export const MEDIA_SCHEMA = 'media';
export const MEDIA_ENTITIES = [ObjectPolicyEntity, UploadRegistrationEntity, OriginalEntity, UploadCheckEntity, FixityFindingEntity, RenditionJobEntity, outboxEntity(MEDIA_SCHEMA)];
export const MEDIA_MIGRATIONS = [CreateObjectPolicies1763770000000, AddUploadRegistrations1764100000000, AddOriginalChecksums1764800000000, Renditions1765100000000, HlsLadders1765400000000];

/** The media-storage service as both launchers start it. */
export function mediaStorageService(env: EnvReader, embedded: boolean, dataDir: string): ServiceDefinition {
  return mediaStorageServiceWith(readMediaStorageConfig(env, { embedded, dataDir }));
}

/** The same service with a config made by hand (tests: a lowered size cap, a given store). */
export function mediaStorageServiceWith(config: MediaStorageConfig): ServiceDefinition {
  const role = config.role ?? 'all';
  // Registration probes media (ffprobe), may copy objects and takes a thumbnail: keep few in flight.
  const service = { queue: MEDIA_QUEUE, prefetch: 8 };
  // ffmpeg takes a core per rendition job.
  const renditions = { queue: RENDITION_QUEUE, prefetch: config.settings.renditionWorkers };
  return {
    name: role === 'renditions' ? 'media-renditions' : 'media-storage',
    schema: MEDIA_SCHEMA,
    entities: MEDIA_ENTITIES,
    migrations: MEDIA_MIGRATIONS,
    consumers: role === 'all' ? [service, renditions] : role === 'api' ? [service] : [renditions],
    module: role === 'all' ? MediaWithRenditionsModule : role === 'api' ? MediaModule : RenditionWorkerModule,
    config,
    outbox: true,
  };
}
