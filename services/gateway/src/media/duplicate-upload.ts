import { HttpException, HttpStatus } from '@nestjs/common';

/** The lecture whose original has a file's very bytes. */
export interface DuplicateOf {
  id: string;
  title: string | null;
}

/**
 * 409 for a file already in the library: the answer names the lecture that holds it
 * (`{ message, duplicateOf: { id, title } }`), so a client can link to it.
 */
export class DuplicateUpload extends HttpException {
  constructor(readonly duplicateOf: DuplicateOf) {
    super({ message: duplicateOf.title ? `This file is already in the library as “${duplicateOf.title}”` : 'This file is already in the library' }, HttpStatus.CONFLICT);
  }

  /** Added to the error's JSON by the error filter. */
  get details(): Record<string, unknown> {
    return { duplicateOf: this.duplicateOf };
  }
}
