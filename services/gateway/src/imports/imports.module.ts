import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ImportsController } from './imports.controller';
import { ImportsGatewayService } from './imports-gateway.service';
import { ImportStreamHub } from './import-stream.hub';

/** Archive imports and the transcription backlog, for admins and the command-line importer. */
@Module({
  imports: [AuthModule],
  controllers: [ImportsController],
  providers: [ImportsGatewayService, ImportStreamHub],
})
export class ImportsGatewayModule {}
