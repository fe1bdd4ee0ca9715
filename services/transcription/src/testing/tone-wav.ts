import { writeFileSync } from 'node:fs';

/**
 * A 16 kHz mono 16-bit WAV of `seconds` of voice-like sound (a gliding tone in syllable-length
 * bursts with pauses), as the pipeline's working copy is: enough for an engine to run on.
 */
export function writeToneWav(path: string, seconds: number): void {
  const rate = 16_000;
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const burst = Math.max(0, Math.sin(2 * Math.PI * 3 * t)) * (Math.floor(t / 2) % 3 === 2 ? 0.1 : 1);
    const pitch = 140 + 40 * Math.sin(2 * Math.PI * 0.5 * t);
    const value = burst * (Math.sin(2 * Math.PI * pitch * t) + 0.5 * Math.sin(4 * Math.PI * pitch * t)) * 6000;
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}
