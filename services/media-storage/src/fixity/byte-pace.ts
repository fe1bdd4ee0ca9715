import { Transform } from 'node:stream';

/**
 * Passes bytes through at most `bytesPerSecond` on average, so a background read (the
 * fixity audit) never takes the disk or network from playback.
 */
export function bytePace(bytesPerSecond: number): Transform {
  const started = Date.now();
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      const due = started + (passed / bytesPerSecond) * 1000;
      const wait = due - Date.now();
      if (wait <= 0) return done(null, chunk);
      setTimeout(() => done(null, chunk), wait);
    },
  });
}
