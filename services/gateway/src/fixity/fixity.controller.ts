import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { FixityReport } from '@lectures/proto';
import { Roles } from '../auth/auth.decorators';

@ApiTags('media')
@Controller('api/fixity')
export class FixityController {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'How the fixity audit stands: originals checked, and any missing or changed (admins)' })
  @ApiOkResponse({ description: 'originals, hashed, intact, lastCheckedAt, bytesPerSecond, intervalHours, problems[]' })
  report(): Promise<FixityReport> {
    return this.bus.request('media.fixity.report.v1', { limit: 50 });
  }
}
