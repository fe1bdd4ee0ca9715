import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../http/public.decorator';
import { HealthService, type HealthReport } from './health.service';

@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process runs' })
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: 200 when its database and broker answer, else 503 with each check', description: 'Conditions such as a full object store are listed in checks without making the service unready.' })
  @ApiResponse({ status: 200, description: '{ status: ok, checks }' })
  @ApiResponse({ status: 503, description: 'a dependency does not answer: { status, checks }' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.readiness();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
