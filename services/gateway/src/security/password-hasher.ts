import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { HashQueue } from './hash-queue';

/** argon2id hashing and verifying, bounded so sign-in floods cannot starve other requests. */
@Injectable()
export class PasswordHasher {
  private readonly queue = new HashQueue();

  hash(password: string): Promise<string> {
    return this.queue.run(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.queue.run(() => argon2.verify(hash, password));
  }
}
