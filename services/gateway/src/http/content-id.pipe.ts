import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import { isUUID } from 'class-validator';

/** A malformed id is the client's mistake (400), never a lookup. */
@Injectable()
export class ContentIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw new AppError('INVALID', 'Invalid content id');
    return value;
  }
}
