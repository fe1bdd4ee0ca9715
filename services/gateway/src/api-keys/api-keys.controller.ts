import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AppError, type Actor, type ApiKeyDto, type CreatedApiKeyDto } from '@lectures/proto';
import { CurrentActor, Allowed } from '../auth/auth.decorators';
import { Audited } from '../audit/audited.decorator';
import type { ApiKeyRequest } from './api-key-authenticator';
import { ApiKeyResponse, CreateApiKeyDto, CreatedApiKeyResponse } from './api-key.dto';
import { ApiKeyService } from './api-key.service';

/** Keys are managed from a signed-in session only: a key cannot make or revoke keys. */
function assertSession(req: ApiKeyRequest): void {
  if (req.apiKeyId) throw new AppError('FORBIDDEN', 'API keys cannot manage API keys: sign in');
}

@ApiTags('api-keys')
@Controller('api/api-keys')
@Allowed('administer')
@ApiUnauthorizedResponse({ description: 'not signed in' })
@ApiForbiddenResponse({ description: 'not an admin, or called with an API key' })
export class ApiKeysController {
  constructor(private readonly keys: ApiKeyService) {}

  @Get()
  @ApiOperation({ summary: 'List API keys', description: 'Every key with its role, expiry and last use; never the key itself.' })
  @ApiOkResponse({ type: [ApiKeyResponse] })
  list(@Req() req: ApiKeyRequest): Promise<ApiKeyDto[]> {
    assertSession(req);
    return this.keys.list();
  }

  @Post()
  @Audited({ action: 'api-key.created', target: 'result', bodyFields: 'values' })
  @ApiOperation({ summary: 'Create an API key', description: 'Send it as `Authorization: Bearer <key>`. The answer holds the key: it is shown this once.' })
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  @ApiBadRequestResponse({ description: 'no name, an unknown role, or an expiry outside 1-366 days' })
  create(@Body() body: CreateApiKeyDto, @CurrentActor() actor: Actor, @Req() req: ApiKeyRequest): Promise<CreatedApiKeyDto> {
    assertSession(req);
    return this.keys.create(actor, body);
  }

  @Delete(':id')
  @HttpCode(200)
  @Audited({ action: 'api-key.revoked', target: 'param' })
  @ApiOperation({ summary: 'Revoke an API key', description: 'It stops working at once; it stays listed, revoked.' })
  @ApiOkResponse({ type: ApiKeyResponse })
  @ApiNotFoundResponse({ description: 'no such key' })
  revoke(@Param('id', new ParseUUIDPipe({ exceptionFactory: () => new AppError('INVALID', 'Malformed key id') })) id: string, @Req() req: ApiKeyRequest): Promise<ApiKeyDto> {
    assertSession(req);
    return this.keys.revoke(id);
  }
}
