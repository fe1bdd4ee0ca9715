import { acceptsGzip } from './serve-published-early';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['deflate, br', false],
    ['', false],
    [undefined, false],
  ])('should read %p as %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
