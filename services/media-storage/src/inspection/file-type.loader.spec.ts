import { sniffFileType } from './file-type.loader';

describe(sniffFileType.name, () => {
  it('should recognise a FLAC header by its magic bytes', async () => {
    const flac = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(60)]);
    await expect(sniffFileType(flac)).resolves.toEqual({ ext: 'flac', mime: 'audio/flac' });
  });

  it('should find nothing in plain text', async () => {
    await expect(sniffFileType(Buffer.from('just some notes about a lecture\n'.repeat(20)))).resolves.toBeNull();
  });
});
