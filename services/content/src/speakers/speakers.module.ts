import { Module } from '@nestjs/common';
import { SpeakerHandlers } from './speaker.handlers';
import { SpeakerLinks } from './speaker-links';
import { SpeakerReconciler } from './speaker-reconciler';
import { SpeakerRepository } from './speaker.repository';
import { SpeakerService } from './speaker.service';

/** Speakers as records; SpeakerLinks is how the lecture's editors name its speakers. */
@Module({
  controllers: [SpeakerHandlers],
  providers: [SpeakerService, SpeakerRepository, SpeakerLinks, SpeakerReconciler],
  exports: [SpeakerLinks],
})
export class SpeakersModule {}
