import { AppError, CONTENT_SORTS, type ContentSort } from '@lectures/proto';

interface Position {
  key: string;
  id: string;
}

/** Cursors are opaque to clients: base64url of the sort and the last item's keyset position. */
export function encodePageCursor(sort: ContentSort, position: Position | null): string | null {
  return position ? Buffer.from(JSON.stringify([sort, position.key, position.id])).toString('base64url') : null;
}

/** The position a cursor names; 400 'Invalid cursor' for anything this gateway did not write for this sort. */
export function decodePageCursor(cursor: string | undefined, sort: ContentSort): Position | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [cursorSort, key, id] = parsed as unknown[];
  if (!CONTENT_SORTS.includes(cursorSort as ContentSort) || cursorSort !== sort) throw invalid();
  if (typeof key !== 'string' || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw invalid();
  return { key, id };
}

const invalid = () => new AppError('INVALID', 'Invalid cursor');
