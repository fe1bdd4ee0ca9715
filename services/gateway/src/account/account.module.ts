import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersController } from '../users/users.controller';
import { UsersService } from '../users/users.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** Own account (profile, password, sessions) and, for admins, user management. */
@Module({
  imports: [AuthModule],
  controllers: [AccountController, UsersController],
  providers: [AccountService, UsersService],
})
export class AccountModule {}
