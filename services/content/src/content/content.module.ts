import { Module } from '@nestjs/common';
import { ContentHandlers } from './content.handlers';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';

@Module({
  controllers: [ContentHandlers],
  providers: [ContentService, ContentRepository],
})
export class ContentModule {}
