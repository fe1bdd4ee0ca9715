import { Module } from '@nestjs/common';
import { ImportsController } from './imports.controller';
import { ImportsGatewayService } from './imports-gateway.service';
import { ImportStreamHub } from './import-stream.hub';

/** Archive imports and the transcription backlog, for admins and the command-line importer. */
@Module({
  controllers: [ImportsController],
  providers: [ImportsGatewayService, ImportStreamHub],
})
export class ImportsGatewayModule {}
