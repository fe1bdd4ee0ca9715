import { apiJson, apiUrl } from '@/lib/api-client';

/** Sends one file to the store's upload area; resolves to the URL the import reports. */
export type FileSender = (file: File, onProgress: (sent: number) => void, signal: AbortSignal) => Promise<string>;

/**
 * One signed PUT per file (`POST /api/objects/upload`), with progress. The resumable tus
 * upload of the upload page (the "uploads" work) replaces this sender when it lands: the
 * import only needs the URL the file went to.
 */
export const sendBySignedPut: FileSender = async (file, onProgress, signal) => {
  const { uploadURL } = await apiJson<{ uploadURL: string }>('POST', '/api/objects/upload');
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', new URL(uploadURL.startsWith('/') ? apiUrl(uploadURL) : uploadURL, window.location.href).href);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`)));
    xhr.onerror = () => reject(new Error('No Internet connection'));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
  return uploadURL;
};
