import { Module } from '@nestjs/common';
import { ContentHandlers } from './content.handlers';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { UploadIntakeService } from './upload-intake.service';

@Module({
  controllers: [ContentHandlers],
  providers: [ContentService, UploadIntakeService, ContentRepository],
})
export class ContentModule {}
