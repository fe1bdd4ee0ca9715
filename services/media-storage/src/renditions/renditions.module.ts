import { Module } from '@nestjs/common';
import { ObjectStoreModule } from '../media/object-store.module';
import { RenditionHandlers } from './rendition.handlers';
import { RenditionRepository } from './rendition.repository';
import { RenditionResumer } from './rendition-resumer';
import { RenditionWorker } from './rendition.worker';

/**
 * The rendition worker: consumes the rendition queue and resumes jobs from the table. It
 * needs only the store and the media schema, so it runs in its own deployment
 * (`MEDIA_STORAGE_ROLE=renditions`, the same image) or beside the rest in one process.
 */
@Module({
  imports: [ObjectStoreModule],
  controllers: [RenditionHandlers],
  providers: [
    RenditionWorker,
    RenditionResumer,
    RenditionRepository,
  ],
  exports: [RenditionWorker, RenditionResumer],
})
export class RenditionWorkerModule {}
