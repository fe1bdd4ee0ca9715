import { Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ContentGatewayModule } from './content/content.module';
import { FeedsModule } from './feeds/feeds.module';
import { ImportsGatewayModule } from './imports/imports.module';
import { FixityModule } from './fixity/fixity.module';
import { MediaGatewayModule } from './media/media.module';
import { ProgressModule } from './progress/progress.module';
import { SearchGatewayModule } from './search/search.module';
import { SecurityModule } from './security/security.module';
import { SessionsModule } from './sessions/sessions.module';
import { UploadsModule } from './uploads/uploads.module';

@Module({
  imports: [SessionsModule, SecurityModule, AuthModule, AuditModule, ContentGatewayModule, SearchGatewayModule, FeedsModule, MediaGatewayModule, UploadsModule, ProgressModule, AccountModule, FixityModule, ImportsGatewayModule],
})
export class GatewayModule {}
