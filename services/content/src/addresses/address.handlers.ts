import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { AddressPatterns, ResolveAddressRequest, type ResolvedAddress } from '@lectures/proto';
import { AddressRepository } from './address.repository';

/** Bus entry point for addresses: validate, then one read. */
@Controller()
export class AddressHandlers {
  constructor(private readonly addresses: AddressRepository) {}

  @MessagePattern(AddressPatterns.resolve)
  resolve(@BusPayload(ResolveAddressRequest) request: ResolveAddressRequest): Promise<ResolvedAddress | null> {
    return this.addresses.resolve(request.address.normalize('NFC'));
  }
}
