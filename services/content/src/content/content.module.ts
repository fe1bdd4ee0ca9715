import { Module } from '@nestjs/common';
import { ContentHandlers } from './content.handlers';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { UploadIntakeService } from './upload-intake.service';
import { UploadResumer } from './upload-resumer.service';

@Module({
  controllers: [ContentHandlers],
  providers: [ContentService, UploadIntakeService, UploadResumer, ContentRepository],
})
export class ContentModule {}
