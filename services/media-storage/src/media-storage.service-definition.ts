import type { EnvReader, ServiceDefinition } from '@lectures/platform';
import { MEDIA_QUEUE } from '@lectures/proto';
import { readMediaStorageConfig, type MediaStorageConfig } from './media-storage.config';
import { MediaModule } from './media/media.module';
import { CreateObjectPolicies1763770000000 } from './migrations/1763770000000-CreateObjectPolicies';
import { ObjectPolicyEntity } from './policy/object-policy.entity';

export const MEDIA_SCHEMA = 'media';

/** The media-storage service as both launchers start it. */
export function mediaStorageService(env: EnvReader, embedded: boolean, dataDir: string): ServiceDefinition {
  return mediaStorageServiceWith(readMediaStorageConfig(env, { embedded, dataDir }));
}

/** The same service with a config made by hand (tests: a lowered size cap, a given store). */
export function mediaStorageServiceWith(config: MediaStorageConfig): ServiceDefinition {
  return {
    name: 'media-storage',
    schema: MEDIA_SCHEMA,
    entities: [ObjectPolicyEntity],
    migrations: [CreateObjectPolicies1763770000000],
    // Registration probes media (ffprobe) and may copy objects: keep few in flight.
    consumers: [{ queue: MEDIA_QUEUE, prefetch: 8 }],
    module: MediaModule,
    config,
    outbox: false,
  };
}
