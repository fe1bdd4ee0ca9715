import { Worker } from 'node:worker_threads';

export interface SniffedType {
  ext: string;
  mime: string;
}

// file-type is ESM-only. Node 20.19+ loads it with a plain require(), but jest's
// module system can load neither that nor import(); a worker thread runs outside
// jest's registry, so the same code path works in the built service and in tests.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const load = require('node:module').createRequire(workerData.from);
Promise.resolve()
  .then(() => load('file-type').fileTypeFromBuffer(workerData.bytes))
  .then((found) => parentPort.postMessage({ found: found ? { ext: found.ext, mime: found.mime } : null }))
  .catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

/** Sniffs a file type from its first bytes (magic numbers), not its name. */
export function sniffFileType(bytes: Uint8Array): Promise<SniffedType | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { from: __filename, bytes } });
    worker.once('message', (msg: { found?: SniffedType | null; error?: string }) => {
      void worker.terminate();
      if (msg.error !== undefined) reject(new Error(`file-type failed: ${msg.error}`));
      else resolve(msg.found ?? null);
    });
    worker.once('error', reject);
    // Settling twice is a no-op: this only matters if the worker died silently.
    worker.once('exit', (code) => reject(new Error(`file-type worker exited with code ${code}`)));
  });
}
