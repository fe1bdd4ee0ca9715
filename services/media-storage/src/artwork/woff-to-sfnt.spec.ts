import { readFileSync } from 'node:fs';
import { woffToSfnt } from './woff-to-sfnt';

const woff = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));

/** Table tags and lengths of a TrueType/OpenType file. */
function tables(sfnt: Buffer): Map<string, { offset: number; length: number }> {
  const count = sfnt.readUInt16BE(4);
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const record = 12 + i * 16;
      return [sfnt.toString('latin1', record, record + 4), { offset: sfnt.readUInt32BE(record + 8), length: sfnt.readUInt32BE(record + 12) }];
    }),
  );
}

describe(woffToSfnt.name, () => {
  it('should unpack every table of a WOFF font, each on a 4-byte boundary', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    // totalSfntSize in the WOFF header is the size of the font it wraps.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const found = tables(sfnt);
    expect(found.size).toBe(woff.readUInt16BE(12));
    for (const tag of ['cmap', 'glyf', 'head', 'hmtx', 'name']) expect(found.has(tag)).toBe(true);
    for (const { offset } of found.values()) expect(offset % 4).toBe(0);
    // The head table's magic number sits at its offset 12.
    expect(sfnt.readUInt32BE(found.get('head')!.offset + 12)).toBe(0x5f0f3cf5);
  });

  it('should refuse what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and then some bytes of a newer format, not ours'))).toThrow('Not a WOFF 1.0 font');
  });
});
