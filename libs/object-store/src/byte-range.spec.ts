import { parseByteRange } from './byte-range';

describe(parseByteRange.name, () => {
  it('should serve the whole object without a Range header', () => {
    expect(parseByteRange(undefined, 100)).toEqual({ kind: 'full' });
  });

  it('should read a closed range', () => {
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ kind: 'partial', start: 10, end: 19 });
  });

  it('should read an open range to the end', () => {
    expect(parseByteRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
  });

  it('should clamp an end past the object', () => {
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
  });

  it('should read a suffix range', () => {
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('should refuse a start at or past the end', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('should ignore malformed and multi-range headers', () => {
    expect(parseByteRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'full' });
    expect(parseByteRange('items=0-1', 100)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=20-10', 100)).toEqual({ kind: 'full' });
  });
});
