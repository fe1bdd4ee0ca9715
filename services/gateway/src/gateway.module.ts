import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { ContentGatewayModule } from './content/content.module';
import { MediaGatewayModule } from './media/media.module';
import { SessionsModule } from './sessions/sessions.module';

@Module({
  imports: [SessionsModule, AuthModule, ContentGatewayModule, MediaGatewayModule],
})
export class GatewayModule {}
