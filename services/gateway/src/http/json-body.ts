import type { NextFunction, Request, Response } from 'express';

/** Deeper than any request the API defines; JSON.parse of far deeper input overflows the stack. */
const MAX_DEPTH = 32;

/** body-parser `verify`: refuses bodies nested past MAX_DEPTH before they are parsed. */
export function refuseDeepJson(_req: unknown, _res: unknown, raw: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c) i++; // backslash: skip the escaped byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > MAX_DEPTH) throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: 'entity.too.deep' });
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
}

// A NUL byte, or half of a UTF-16 surrogate pair: text no field of ours can hold or show.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function hasBadText(value: unknown): boolean {
  if (typeof value === 'string') return BAD_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasBadText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => BAD_TEXT.test(key) || hasBadText(v));
  return false;
}

/** Refuses JSON bodies with NUL bytes or lone surrogates anywhere: PostgreSQL cannot store them. */
export function refuseBadText(req: Request, res: Response, next: NextFunction): void {
  if (hasBadText(req.body)) {
    res.status(400).json({ message: 'Text must not contain NUL bytes or invalid characters' });
    return;
  }
  next();
}

/** Browsers never compress request bodies; refusing them avoids inflating attacker input. */
export function refuseEncodedBodies(req: Request, res: Response, next: NextFunction): void {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    res.status(415).json({ message: 'Compressed request bodies are not accepted' });
    return;
  }
  next();
}
