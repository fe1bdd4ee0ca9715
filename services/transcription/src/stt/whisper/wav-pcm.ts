import { readFile } from 'node:fs/promises';

export const SAMPLE_RATE = 16_000;

/**
 * The samples of a working-copy WAV (16 kHz, mono, 16-bit PCM: see media/working-copy.ts) as
 * whisper.cpp's binding takes them: the `data` chunk's bytes.
 */
export async function readPcm16(path: string): Promise<Buffer> {
  const file = await readFile(path);
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') throw new Error('the segment audio is not a WAV file');
  let format: { channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= file.length; ) {
    const id = file.toString('ascii', at, at + 4);
    const length = file.readUInt32LE(at + 4);
    if (id === 'fmt ') format = { channels: file.readUInt16LE(at + 10), rate: file.readUInt32LE(at + 12), bits: file.readUInt16LE(at + 22) };
    if (id === 'data') {
      if (!format || format.channels !== 1 || format.rate !== SAMPLE_RATE || format.bits !== 16) {
        throw new Error(`the segment audio must be 16 kHz mono 16-bit PCM, got ${format ? `${format.rate} Hz, ${format.channels} channels, ${format.bits} bits` : 'no format chunk'}`);
      }
      // ffmpeg may leave the size unset when it could not seek back: the rest of the file.
      const end = length > 0 && length !== 0xffffffff ? Math.min(file.length, at + 8 + length) : file.length;
      return file.subarray(at + 8, end - ((end - at - 8) % 2));
    }
    at += 8 + length + (length % 2);
  }
  throw new Error('the segment audio has no data chunk');
}
