import { incomingKeyOfResumableUpload } from '@lectures/object-store';

const INCOMING_IN_PATH = /(?:^|\/)(incoming\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The upload key named by the URL a client was given: a presigned S3 URL
 * (path- or host-style), the gateway's `/api/objects/put/<key>`, or a resumable
 * upload's `/api/uploads/<uuid>`, with or without origin and query. Null when
 * it names no upload.
 */
export function incomingKeyFromUrl(mediaURL: string): string | null {
  const resumable = incomingKeyOfResumableUpload(mediaURL);
  if (resumable) return resumable;
  let path: string;
  try {
    path = decodeURIComponent(new URL(mediaURL, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  return INCOMING_IN_PATH.exec(path)?.[1] ?? null;
}
