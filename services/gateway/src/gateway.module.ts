import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { ContentGatewayModule } from './content/content.module';
import { SessionsModule } from './sessions/sessions.module';

@Module({
  imports: [SessionsModule, AuthModule, ContentGatewayModule],
})
export class GatewayModule {}
