import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { isUUID } from 'class-validator';

@Injectable()
export class SeriesIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw new AppError('INVALID', 'Invalid series id');
    return value;
  }
}

/** A series address as the content service keeps it (NFC); the router has decoded the percent-encoding. */
@Injectable()
export class SlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const slug = value.normalize('NFC');
    if (slug.length === 0 || slug.length > 400) throw new AppError('INVALID', 'Invalid series address');
    return slug;
  }
}
