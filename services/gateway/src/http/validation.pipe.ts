import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from '@lectures/proto';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (own) return own.startsWith('property ') ? `Unknown field '${error.property}'` : own;
    const nested = error.children?.length ? firstMessage(error.children) : '';
    if (nested) return nested;
  }
  return 'Invalid request';
}

/** Bodies and queries: unknown fields refused, the first message of the first bad field returned. */
export function gatewayValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new AppError('INVALID', firstMessage(errors)),
  });
}
