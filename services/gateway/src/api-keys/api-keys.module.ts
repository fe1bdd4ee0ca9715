import { Module } from '@nestjs/common';
import { AuditRepository } from '../audit/audit.repository';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKeyService } from './api-key.service';
import { ApiKeysController } from './api-keys.controller';

/** API keys for scripts and the importer; the auth guard asks the authenticator about bearer tokens. */
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeyService, ApiKeyRepository, ApiKeyAuthenticator, AuditRepository],
  exports: [ApiKeyAuthenticator],
})
export class ApiKeysModule {}
