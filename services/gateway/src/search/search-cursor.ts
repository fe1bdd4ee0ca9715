import { AppError } from '@lectures/proto';

const MAX_OFFSET = 10_000;

/** Cursors are opaque to clients (`o<offset>` in base64url): the format can change behind them. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(offset) || offset > MAX_OFFSET) throw new AppError('INVALID', 'Invalid cursor');
  return offset;
}
