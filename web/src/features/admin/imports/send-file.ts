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

/** The upload page's resumable uploads (tus, the gateway's /api/uploads). */
const RESUMABLE_UPLOADS = '/api/uploads';
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * tus, as the upload page sends: 8 MB chunks, a cut connection resumed from the last byte the
 * server holds, and a file chosen again after the tab closed resumed from where it stopped.
 */
export const sendByTus: FileSender = async (file, onProgress, signal) => {
  const { Upload } = await import('tus-js-client');
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(apiUrl(RESUMABLE_UPLOADS), window.location.href).href,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      removeFingerprintOnSuccess: true,
      metadata: { name: file.name, type: file.type },
      onBeforeRequest: (req) => {
        (req.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
      },
      onProgress: (sent) => onProgress(sent),
      onError: reject,
      onSuccess: () => resolve(upload.url!),
    });
    signal.addEventListener('abort', () => void upload.abort());
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
};
