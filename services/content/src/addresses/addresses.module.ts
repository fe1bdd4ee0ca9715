import { Module } from '@nestjs/common';
import { AddressHandlers } from './address.handlers';
import { AddressRepository } from './address.repository';
import { LectureAddresses } from './lecture-addresses';

/** Lecture addresses: the writer every save of an item calls, and the resolver the gateway asks. */
@Module({
  controllers: [AddressHandlers],
  providers: [AddressRepository, LectureAddresses],
  exports: [LectureAddresses],
})
export class AddressesModule {}
