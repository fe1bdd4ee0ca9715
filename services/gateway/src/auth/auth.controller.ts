import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, SERVICE_CONFIG } from '@lectures/platform';
import { Audited } from '../audit/audited.decorator';
import type { Response } from 'express';
import type { GatewayConfig } from '../gateway.config';
import { MeDto, toUserDto, UserDto } from '../users/user.dto';
import { CurrentUser, type AuthedRequest } from './auth.decorators';
import { LoginDto, LogoutDto, RegisterDto } from './auth.dto';
import { AuthService } from './auth.service';
import { clientAddress } from '../security/client-address';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { accountKey, deviceOf, setDeviceCookie } from './device-cookie';
import type { UserEntity } from '../users/user.entity';
import { Endpoint } from '../http/endpoint.decorator';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Post('register')
  @Endpoint({ summary: 'Create an account and sign it in', description: 'The first account ever becomes admin; after that viewer or contributor only. Throttled per address.', errors: [400, [403, 'Admin accounts can only be created by an administrator'], [409, 'Username already exists'], 429] })
  @HttpCode(201)
  @Audited({ action: 'user.registered', target: 'result' })
  @ApiOkResponse({ type: UserDto })
  async register(@Body() dto: RegisterDto, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): Promise<UserDto> {
    const user = await this.auth.register(dto, clientAddress(req));
    const session = await this.auth.startSession(user.id, req.sessionId);
    setSessionCookie(req, res, session.id, this.config.cookieSecure, this.config.sessionLifetimeMs);
    return toUserDto(user);
  }

  /** What the registration form may offer: Admin only before the first account exists. */
  @Public()
  @Get('registration')
  @Endpoint({ summary: 'What the registration form may offer (Admin only before the first account)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { adminRoleAvailable: { type: 'boolean' } } } })
  async registration(): Promise<{ adminRoleAvailable: boolean }> {
    return { adminRoleAvailable: await this.auth.adminRoleAvailable() };
  }

  @Public()
  @Post('login')
  @Endpoint({ summary: 'Sign in with username and password', description: "Sets the session cookie. Failed tries slow further tries down (429 with Retry-After); a browser that signed in before is not slowed by others' guesses.", errors: [400, [401, 'Invalid username or password'], 429, 503] })
  @HttpCode(200)
  @Audited({ action: 'auth.signed-in', onFailure: 'auth.sign-in-failed' })
  @ApiOkResponse({ type: UserDto })
  async login(@Body() dto: LoginDto, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): Promise<UserDto> {
    const device = deviceOf(req, this.config.signingSecret);
    const user = await this.auth.signIn(dto, clientAddress(req), device);
    const session = await this.auth.startSession(user.id, req.sessionId);
    setSessionCookie(req, res, session.id, this.config.cookieSecure, this.config.sessionLifetimeMs);
    if (device?.account !== accountKey(user.username)) setDeviceCookie(req, res, user.username, this.config.signingSecret, this.config.cookieSecure);
    return toUserDto(user);
  }

  @Public()
  @Post('logout')
  @Endpoint({ summary: 'Sign out: end this session server-side', errors: [[403, 'Cross-site request refused']] })
  @HttpCode(200)
  // Only a real sign-out is an event: anyone may call this, and a call without a session changes nothing.
  @Audited({ action: (req) => ((req as AuthedRequest).user ? 'auth.signed-out' : null) })
  @ApiOkResponse({ type: LogoutDto })
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): Promise<LogoutDto> {
    if (req.sessionId) await this.auth.endSession(req.sessionId);
    clearSessionCookie(res);
    return { message: 'Logged out' };
  }

  @Get('me')
  @Endpoint({ summary: 'The signed-in user', errors: [401, 503] })
  @ApiOkResponse({ type: MeDto })
  me(@CurrentUser() user: UserEntity): MeDto {
    return { user: toUserDto(user) };
  }
}
