import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '@lectures/proto';

/** A lecture's id or one of its readable addresses (NFC, as content keeps them); the router has decoded the percent-encoding. */
@Injectable()
export class ContentAddressPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const address = value.normalize('NFC');
    if (address.trim().length === 0 || address.length > 400) throw new AppError('INVALID', 'Invalid content id');
    return address;
  }
}
