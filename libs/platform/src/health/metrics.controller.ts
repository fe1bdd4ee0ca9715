import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../http/public.decorator';
import { metricsContentType, metricsText } from '../metrics/metrics-text';

/** Prometheus exposition of this process's registry. */
@Controller('metrics')
@Public()
export class MetricsController {
  @Get()
  async metrics(@Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', metricsContentType());
    res.send(await metricsText());
  }
}
