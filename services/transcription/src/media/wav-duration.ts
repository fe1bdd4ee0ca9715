import { open } from 'node:fs/promises';

/** Bytes per second of the working copy: 16 kHz, mono, 16-bit PCM (see working-copy.ts). */
const BYTES_PER_SECOND = 16_000 * 2;

/**
 * The length of a working copy from its own header (the size of its `data`
 * chunk), so the upload is probed once, by media-storage, and never again.
 */
export async function wavDurationSec(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 4096));
    await file.read(head, 0, head.length, 0);
    if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${path} is not a WAV file`);
    for (let at = 12; at + 8 <= head.length; ) {
      const id = head.toString('ascii', at, at + 4);
      const length = head.readUInt32LE(at + 4);
      // ffmpeg may leave the size unset (0 or 0xFFFFFFFF) when it could not seek back: use the file's size.
      if (id === 'data') return (length > 0 && length !== 0xffffffff ? Math.min(length, size - at - 8) : size - at - 8) / BYTES_PER_SECOND;
      at += 8 + length + (length % 2);
    }
    throw new Error(`${path} has no data chunk`);
  } finally {
    await file.close();
  }
}
