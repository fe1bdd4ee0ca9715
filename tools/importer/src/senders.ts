import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Upload } from 'tus-js-client';
import type { LibraryApi } from './api';

/** Sends one local file to the library's upload area; resolves to the URL the import reports. */
export type Sender = (path: string, onProgress: (sent: number) => void) => Promise<string>;

/**
 * Resumable uploads with tus (`/api/uploads/`): a cut connection continues from the last byte
 * the server holds, and chunks keep proxies happy. Used when the library offers tus.
 */
export function tusSender(api: LibraryApi): Sender {
  return async (path, onProgress) => {
    const size = (await stat(path)).size;
    return new Promise<string>((resolve, reject) => {
      const upload = new Upload(createReadStream(path), {
        endpoint: new URL('/api/uploads/', api.base).href,
        uploadSize: size,
        chunkSize: 8 * 1024 * 1024,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        headers: { Authorization: api.authorization },
        metadata: { filename: path.split('/').pop() ?? 'file' },
        onProgress: (sent) => onProgress(sent),
        onError: reject,
        onSuccess: () => resolve(upload.url!),
      });
      upload.start();
    });
  };
}

/** One signed PUT per file (`POST /api/objects/upload`): the library's API without tus. */
export function putSender(api: LibraryApi): Sender {
  return async (path, onProgress) => {
    const { uploadURL } = await api.json<{ uploadURL: string }>('POST', '/api/objects/upload');
    const size = (await stat(path)).size;
    let sent = 0;
    const body = createReadStream(path);
    body.on('data', (chunk: string | Buffer) => onProgress((sent += chunk.length)));
    const res = await fetch(new URL(uploadURL, api.base), { method: 'PUT', body: body, duplex: 'half', headers: { 'Content-Length': String(size) } });
    if (!res.ok) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
    return uploadURL;
  };
}

/** tus when the library answers it (a tus server says so to OPTIONS), else signed PUTs. */
export async function chooseSender(api: LibraryApi): Promise<{ name: string; send: Sender }> {
  const res = await fetch(new URL('/api/uploads/', api.base), { method: 'OPTIONS', headers: { Authorization: api.authorization } }).catch(() => null);
  if (res?.headers.get('tus-version')) return { name: 'tus', send: tusSender(api) };
  return { name: 'signed PUT', send: putSender(api) };
}
