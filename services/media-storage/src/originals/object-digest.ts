import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@lectures/object-store';

/**
 * SHA-256 of a stored object, streamed (never the whole file in memory). `pace`,
 * when given, slows the read (the fixity audit's byte budget).
 */
export async function sha256OfObject(store: Pick<ObjectStore, 'readRange'>, key: string, size: number, pace?: Transform): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  if (size > 0) {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        hash.update(chunk);
        done();
      },
    });
    const source = await store.readRange(key, 0, size - 1);
    await (pace ? pipeline(source, pace, counter) : pipeline(source, counter));
  }
  return { sha256: hash.digest('hex'), bytes };
}
