import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the wait in whole seconds; the error filter sets `Retry-After` from it. */
export class TooManyRequests extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(what: string, msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const minutes = Math.ceil(seconds / 60);
    const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    super({ message: `${what} Try again in ${wait}.` }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = seconds;
  }
}
