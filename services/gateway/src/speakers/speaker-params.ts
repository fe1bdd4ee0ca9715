import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { isUUID } from 'class-validator';

@Injectable()
export class SpeakerIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw new AppError('INVALID', 'Invalid speaker id');
    return value;
  }
}

/** A speaker's public address (its slug, an old one, or a spelling of its name), NFC as content keeps it. */
@Injectable()
export class SpeakerAddressPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const address = value.normalize('NFC').trim();
    if (address.length === 0 || address.length > 400) throw new AppError('INVALID', 'Invalid speaker address');
    return address;
  }
}
