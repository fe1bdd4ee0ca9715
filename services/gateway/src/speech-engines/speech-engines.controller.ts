import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { SpeechEnginesReport } from '@lectures/proto';
import { Allowed } from '../auth/auth.decorators';
import { Endpoint } from '../http/endpoint.decorator';
import { SpeechEnginesResponse } from './speech-engines.dto';

/** The admin settings' engines card: what a transcription worker hears with, asked of the worker. */
@ApiTags('settings')
@Controller('api/settings/transcription-engines')
export class SpeechEnginesController {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  @Get()
  @Endpoint({
    summary: 'The speech engines and models (admins)',
    description: 'The engine a transcription worker uses, the Whisper models in its models folder (refused files with their reason) and the languages each engine transcribes. One worker answers.',
    errors: [401, 403, 503],
  })
  @Allowed('administer')
  @ApiOkResponse({ type: SpeechEnginesResponse })
  read(): Promise<SpeechEnginesReport> {
    return this.bus.request('transcription.engines.v1', {});
  }
}
