import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { FixityReport } from '@lectures/proto';
import { Allowed } from '../auth/auth.decorators';
import { Endpoint } from '../http/endpoint.decorator';

@ApiTags('media')
@Controller('api/fixity')
export class FixityController {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  @Get()
  @Allowed('administer')
  @Endpoint({ summary: 'How the fixity audit stands: originals checked, and any missing or changed (admins)', errors: [401, 403, 503] })
  @ApiOkResponse({ description: 'originals, hashed, intact, lastCheckedAt, bytesPerSecond, intervalHours, problems[]' })
  report(): Promise<FixityReport> {
    return this.bus.request('media.fixity.report.v1', { limit: 50 });
  }
}
