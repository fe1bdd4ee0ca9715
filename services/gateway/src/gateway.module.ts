import { Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ContentGatewayModule } from './content/content.module';
import { PublicReadModule } from './public-read/public-read.module';
import { ImportsGatewayModule } from './imports/imports.module';
import { FixityModule } from './fixity/fixity.module';
import { MediaGatewayModule } from './media/media.module';
import { ProgressModule } from './progress/progress.module';
import { SearchGatewayModule } from './search/search.module';
import { SeriesGatewayModule } from './series/series.module';
import { SpeakersGatewayModule } from './speakers/speakers.module';
import { SpeechEnginesModule } from './speech-engines/speech-engines.module';
import { SecurityModule } from './security/security.module';
import { SessionsModule } from './sessions/sessions.module';
import { RedisModule } from './redis/redis-clients';
import { UploadsModule } from './uploads/uploads.module';

@Module({
  imports: [RedisModule, SessionsModule, SecurityModule, AuthModule, AuditModule, ContentGatewayModule, SearchGatewayModule, PublicReadModule, MediaGatewayModule, UploadsModule, ProgressModule, AccountModule, FixityModule, ImportsGatewayModule, SeriesGatewayModule, SpeakersGatewayModule, SpeechEnginesModule],
})
export class GatewayModule {}
