import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SpeechEnginesController } from './speech-engines.controller';

/** The speech engines and models, for the admin settings. */
@Module({
  imports: [AuthModule],
  controllers: [SpeechEnginesController],
})
export class SpeechEnginesModule {}
