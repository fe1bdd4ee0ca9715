/**
 * Error codes every service may return over the bus. The gateway maps each
 * to one HTTP status in a single exhaustive switch.
 */
export const ERROR_CODES = [
  'INVALID',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'TOO_MANY_REQUESTS',
  'INSUFFICIENT_STORAGE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Shape of an error carried in a reply over the bus. */
export interface ServiceErrorPayload {
  code: ErrorCode;
  message: string;
}

/** A domain error: thrown by services, carried over the bus, mapped to HTTP by the gateway. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toPayload(): ServiceErrorPayload {
    return { code: this.code, message: this.message };
  }

  static isPayload(value: unknown): value is ServiceErrorPayload {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    return typeof v.message === 'string' && (ERROR_CODES as readonly unknown[]).includes(v.code);
  }
}
