import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inspectWhisperModel } from './whisper-model-file';
import { WHISPER_MODEL_SOURCE, type WhisperModelEntry } from './whisper-models';

export interface DownloadOptions {
  /** Where the files are fetched from; the official repository unless a mirror is given. */
  source?: string;
  onProgress?: (bytes: number, total: number) => void;
}

/**
 * Downloads a catalogued model into `dir`: written beside its final name, checked against its
 * published size and checksums and read as a whisper model before it takes that name, so a
 * half-written or tampered file is never picked up by a worker.
 */
export async function downloadModel(entry: WhisperModelEntry, dir: string, options: DownloadOptions = {}): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = join(dir, entry.file);
  const part = `${target}.part`;
  const url = new URL(entry.file, options.source ?? WHISPER_MODEL_SOURCE).toString();
  const response = await fetch(url, { redirect: 'follow' });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  const sha256 = createHash('sha256');
  const sha1 = createHash('sha1');
  let bytes = 0;
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    sha256.update(chunk);
    sha1.update(chunk);
    bytes += chunk.length;
    options.onProgress?.(bytes, entry.bytes);
  });
  try {
    await pipeline(body, createWriteStream(part));
    if (bytes !== entry.bytes) throw new Error(`${entry.file}: ${bytes} bytes received, ${entry.bytes} published`);
    const got256 = sha256.digest('hex');
    if (got256 !== entry.sha256) throw new Error(`${entry.file}: SHA-256 ${got256} differs from the published ${entry.sha256}`);
    const got1 = sha1.digest('hex');
    if (entry.sha1 && got1 !== entry.sha1) throw new Error(`${entry.file}: SHA-1 ${got1} differs from whisper.cpp's ${entry.sha1}`);
    inspectWhisperModel(part);
    await rename(part, target);
    return target;
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}
