import { readLinks } from './speaker-details-form';

describe('readLinks', () => {
  it('should read a label and the address at the end of each line', () => {
    expect(readLinks('Website https://example.org/a\n\nhttps://youtube.com/@x')).toEqual([
      { label: 'Website', url: 'https://example.org/a' },
      { label: 'youtube.com', url: 'https://youtube.com/@x' },
    ]);
  });

  it('should name a line without a web address', () => {
    expect(readLinks('Website example.org\nhttps://example.org')).toEqual({ lineWithoutAddress: 'Website example.org' });
  });
});
