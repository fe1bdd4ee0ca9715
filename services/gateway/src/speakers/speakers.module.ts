import { Module } from '@nestjs/common';
import { SpeakersController } from './speakers.controller';
import { SpeakersGatewayService } from './speakers-gateway.service';

@Module({
  controllers: [SpeakersController],
  providers: [SpeakersGatewayService],
})
export class SpeakersGatewayModule {}
