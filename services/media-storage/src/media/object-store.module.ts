import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@lectures/platform';
import { createObjectStore } from '@lectures/object-store';
import type { MediaStorageConfig } from '../media-storage.config';
import { MEDIA_SETTINGS, OBJECT_STORE } from './media.tokens';

/**
 * The one object store of a media-storage process (and its settings), shared by the service and
 * the rendition worker when both run in it: one free-space guard, one storage condition, one
 * count of refused writes.
 */
@Module({
  providers: [
    {
      provide: OBJECT_STORE,
      inject: [SERVICE_CONFIG],
      useFactory: (config: MediaStorageConfig) => config.store ?? createObjectStore(config.storage),
    },
    { provide: MEDIA_SETTINGS, inject: [SERVICE_CONFIG], useFactory: (config: MediaStorageConfig) => config.settings },
  ],
  exports: [OBJECT_STORE, MEDIA_SETTINGS],
})
export class ObjectStoreModule {}
