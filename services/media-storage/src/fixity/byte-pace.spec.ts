import { Readable } from 'node:stream';
import { bytePace } from './byte-pace';

describe(bytePace.name, () => {
  afterEach(() => jest.useRealTimers());

  it('should hold bytes back until their share of the rate has elapsed', async () => {
    jest.useFakeTimers({ now: 0 });
    const received: number[] = [];
    const paced = Readable.from([Buffer.alloc(1000), Buffer.alloc(1000), Buffer.alloc(1000)]).pipe(bytePace(1000));
    paced.on('data', (chunk: Buffer) => received.push(chunk.length));
    await jest.advanceTimersByTimeAsync(10);
    expect(received).toEqual([]); // the first 1,000 bytes are due at 1 s
    await jest.advanceTimersByTimeAsync(1000);
    expect(received).toEqual([1000]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(received).toEqual([1000, 1000, 1000]);
  });
});
