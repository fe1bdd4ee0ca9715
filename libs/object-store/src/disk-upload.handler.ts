import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DiskObjectStore, FirstBytesCheck } from './disk-object-store';
import { isIncomingKey } from './object-key';
import type { UrlSigner } from './upload-signature';
import { replyMessage } from './http-reply';
import { DEFAULT_UPLOAD_PACE, type UploadPace } from './stall-guard';
import { STORAGE_FULL_MESSAGE } from './storage-guard';

export interface DiskUploadDeps {
  store: DiskObjectStore;
  signer: UrlSigner;
  maxBytes: number;
  /** The slowest pace an upload may keep (default: 64 KB a minute). */
  pace?: UploadPace;
  /** Judges the first bytes: what cannot begin audio or video is refused before the rest is written. */
  isMedia?: FirstBytesCheck;
}

/**
 * Receives one signed PUT of a file into the disk store (embedded mode).
 * Mount it where the body is not parsed: it streams `req` to disk itself.
 * `key` is the object key taken from the path; `expires` and `sig` from the query.
 */
export async function receiveDiskUpload(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  deps: DiskUploadDeps,
): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://local').searchParams;
  if (!isIncomingKey(key)) return refuse(req, res, 400, 'Invalid upload key');
  switch (deps.signer.verify('PUT', key, query.get('expires') ?? undefined, query.get('sig') ?? undefined)) {
    case 'invalid':
      return refuse(req, res, 403, 'Upload URL signature is invalid');
    case 'expired':
      return refuse(req, res, 403, 'Upload URL has expired');
    case 'valid':
      break;
  }
  const declared = req.headers['content-length'];
  const expected = declared === undefined ? undefined : Number(declared);
  if (expected !== undefined && (!Number.isSafeInteger(expected) || expected < 0)) {
    return refuse(req, res, 400, 'Invalid Content-Length');
  }
  if (expected !== undefined && expected > deps.maxBytes) return refuse(req, res, 413, tooLarge(deps.maxBytes));
  if (await deps.store.isUploadUsed(key)) return refuse(req, res, 409, 'Upload URL has already been used');

  const outcome = await deps.store.writeUpload(key, req, deps.maxBytes, expected, deps.pace, deps.isMedia);
  switch (outcome) {
    case 'stored':
      res.writeHead(200, { 'Content-Length': 0 });
      res.end();
      return;
    case 'too-large':
      return refuse(req, res, 413, tooLarge(deps.maxBytes));
    case 'not-media':
      return refuse(req, res, 415, 'File content is not a recognised audio or video format');
    case 'storage-full':
      return refuse(req, res, 507, STORAGE_FULL_MESSAGE);
    case 'already-used':
      return refuse(req, res, 409, 'Upload URL has already been used');
    case 'stalled': {
      const pace = deps.pace ?? DEFAULT_UPLOAD_PACE;
      return refuse(req, res, 408, `The upload stalled: less than ${Math.round(pace.minBytes / 1024)} KB arrived in ${Math.round(pace.windowMs / 100) / 10} s. Try again on a steadier connection.`);
    }
    case 'incomplete':
      // The client went away; nobody is left to answer.
      if (!res.writableEnded && !req.socket.destroyed) replyMessage(res, 400, 'Upload was incomplete');
      return;
  }
}

function tooLarge(maxBytes: number): string {
  return `File is larger than the ${Math.round(maxBytes / 1048576)} MB limit`;
}

/** Answers without reading the body; `Connection: close` makes Node drop the unread rest. */
function refuse(_req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  replyMessage(res, status, message, { Connection: 'close' });
}
