import { Body, Controller, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthedRequest } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import { CurrentUser } from '../auth/auth.decorators';
import { MeDto, toUserDto } from '../users/user.dto';
import type { UserEntity } from '../users/user.entity';
import { ChangePasswordDto, MessageResponse, UpdateProfileDto } from './account.dto';
import { AccountService } from './account.service';
import { clientAddress } from '../security/client-address';
import { Endpoint } from '../http/endpoint.decorator';

/** Any signed-in user, on their own account. */
@ApiTags('auth')
@Controller('api/auth')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Patch('me')
  @Endpoint({ summary: 'Change your own full name', errors: [400, 401] })
  @ApiOkResponse({ type: MeDto })
  async updateMe(@CurrentUser() user: UserEntity, @Body() dto: UpdateProfileDto): Promise<MeDto> {
    return { user: toUserDto(await this.account.updateProfile(user.id, dto)) };
  }

  @Post('password')
  @Endpoint({ summary: 'Change your password, giving the current one', description: 'Other sessions of the account end; this one stays.', errors: [400, [401, 'Current password is incorrect'], 429] })
  @HttpCode(200)
  @Audited({ action: 'auth.password-changed' })
  @ApiOkResponse({ type: MessageResponse })
  async changePassword(@CurrentUser() user: UserEntity, @Req() req: AuthedRequest, @Body() dto: ChangePasswordDto): Promise<MessageResponse> {
    await this.account.changePassword(user.id, req.sessionId, dto, clientAddress(req));
    return { message: 'Password updated' };
  }

  @Post('sessions/revoke-others')
  @Endpoint({ summary: 'Sign out every other device of this account', errors: [401] })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse })
  async revokeOthers(@CurrentUser() user: UserEntity, @Req() req: AuthedRequest): Promise<MessageResponse> {
    await this.account.signOutOtherDevices(user.id, req.sessionId);
    return { message: 'Signed out of other devices' };
  }
}
