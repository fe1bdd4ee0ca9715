const INCOMING_IN_PATH = /(?:^|\/)(incoming\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The upload key named by the URL a client was given: a presigned S3 URL
 * (path- or host-style) or the gateway's `/api/objects/put/<key>`, with or
 * without its query. Null when it names no upload.
 */
export function incomingKeyFromUrl(mediaURL: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(mediaURL, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  return INCOMING_IN_PATH.exec(path)?.[1] ?? null;
}
