import { Module } from '@nestjs/common';
import { ResumableUploadsController } from './resumable-uploads.controller';
import { ResumableUploads } from './resumable-uploads.service';
import { UploadExpiry } from './upload-expiry';

/** Resumable (tus) uploads; the media module registers them like any upload. */
@Module({
  controllers: [ResumableUploadsController],
  providers: [ResumableUploads, UploadExpiry],
  exports: [ResumableUploads],
})
export class UploadsModule {}
