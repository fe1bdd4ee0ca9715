import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, type ValidationError } from 'class-validator';
import { AppError } from './errors';

type Ctor<T> = new () => T;

function firstMessages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? Object.values(e.constraints) : [];
    const nested = e.children?.length ? firstMessages(e.children, path) : [];
    return [...own, ...nested];
  });
}

/**
 * Turns untrusted input into a validated instance of `cls`.
 * Unknown properties are refused; the first message of each bad field is reported.
 */
export function parsePayload<T extends object>(cls: Ctor<T>, data: unknown): T {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new AppError('INVALID', 'Request body must be a JSON object');
  }
  // A contract without fields (a bare query) accepts only an empty object.
  if (getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false).length === 0) {
    const [unknown] = Object.keys(data);
    if (unknown !== undefined) throw new AppError('INVALID', `property ${unknown} should not exist`);
    return plainToInstance(cls, {});
  }
  const instance = plainToInstance(cls, data, { exposeDefaultValues: true });
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) {
    throw new AppError('INVALID', firstMessages(errors).join('; '));
  }
  return instance;
}
