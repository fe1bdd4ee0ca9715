import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { UserRepository } from '../users/user.repository';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';

@Module({
  imports: [ApiKeysModule],
  controllers: [AuthController],
  providers: [AuthService, UserRepository, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService, UserRepository],
})
export class AuthModule {}
