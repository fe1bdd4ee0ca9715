import { apiUrl } from '@/lib/api-client';

/** Sends one file to the store's upload area; resolves to the URL the import reports. */
export type FileSender = (file: File, onProgress: (sent: number) => void, signal: AbortSignal) => Promise<string>;

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
