import { Transform } from 'node:stream';

/** How slow an upload may get before it is cut off: fewer than `minBytes` in any `windowMs`. */
export interface UploadPace {
  minBytes: number;
  windowMs: number;
}

/** A slow phone link moves megabytes a minute; a connection held open with a trickle moves nearly nothing. */
export const DEFAULT_UPLOAD_PACE: UploadPace = { minBytes: 64 * 1024, windowMs: 60_000 };

export class StalledError extends Error {
  constructor(readonly pace: UploadPace) {
    super('upload stalled');
  }
}

/**
 * Passes bytes through and fails with StalledError when fewer than `pace.minBytes`
 * arrived during a whole window, so a trickling or silent client cannot hold an upload
 * (and its socket and temp file) open for ever, while a long upload at any real speed
 * is never cut short.
 */
export function stallGuard(pace: UploadPace): Transform {
  let inWindow = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inWindow += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      clearInterval(timer);
      done();
    },
    destroy(error, done) {
      clearInterval(timer);
      done(error);
    },
  });
  const timer = setInterval(() => {
    if (inWindow < pace.minBytes) guard.destroy(new StalledError(pace));
    inWindow = 0;
  }, pace.windowMs);
  timer.unref();
  return guard;
}
