import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseByteRange } from './byte-range';
import { contentTypeForKey } from './object-key';
import type { ObjectStore } from './object-store';
import { replyMessage } from './http-reply';

const INLINE = /^(audio|video)\/|^image\/(jpeg|png|webp)$|^application\/vnd\.apple\.mpegurl$/;

/**
 * Sends one object with HTTP Range support, so players can seek:
 * 200 for the whole object, 206 with Content-Range for a range,
 * 416 for a range past the end. Access has been checked by the caller.
 */
export async function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  store: ObjectStore,
  key: string,
  cacheControl = 'private, max-age=0',
): Promise<void> {
  const info = await store.head(key);
  if (!info) return replyMessage(res, 404, 'Media file not found');
  const type = contentTypeForKey(key);
  const common = {
    'Accept-Ranges': 'bytes',
    'Content-Type': type,
    // The type is the one checked at upload (it is in the key): browsers must not guess another,
    // and anything that is not playable media or a plain picture is downloaded, never rendered.
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': INLINE.test(type) ? 'inline' : 'attachment',
    'Last-Modified': info.lastModified.toUTCString(),
    'Cache-Control': cacheControl,
  };
  const range = parseByteRange(req.headers.range, info.size);
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'Content-Range': `bytes */${info.size}`, 'Content-Length': 0 });
    res.end();
    return;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : info.size - 1;
  const headers: Record<string, string | number> = { ...common, 'Content-Length': end - start + 1 };
  if (range.kind === 'partial') headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  const status = range.kind === 'partial' ? 206 : 200;
  if (req.method === 'HEAD' || info.size === 0) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  // Opened before any header is sent: an object deleted since its check (its lecture deleted
  // while a player reads) is a 404, not a connection cut with no answer.
  let body: Readable;
  try {
    body = await store.readRange(key, start, end);
  } catch (error) {
    if (await store.head(key)) throw error;
    return replyMessage(res, 404, 'Media file not found');
  }
  res.writeHead(status, headers);
  try {
    await pipeline(body, res);
  } catch {
    // The player closed the connection mid-way (seeking does this): nothing to do.
    body.destroy();
  }
}
