import type { ProgressMessage } from '@lectures/proto';
import { ChunkOrder, HOLD_MS } from './chunk-order';

const chunk = (from: number, to: number, text = `s${from}-${to}`): ProgressMessage => ({
  type: 'transcript_chunk',
  contentId: 'c1',
  chunk: text,
  progress: 10,
  fromSegment: from,
  toSegment: to,
});

describe('ChunkOrder', () => {
  let out: ProgressMessage[];
  let order: ChunkOrder;
  const texts = () => out.filter((m) => m.type === 'transcript_chunk').map((m) => (m.type === 'transcript_chunk' ? m.chunk : ''));

  beforeEach(() => {
    jest.useFakeTimers();
    out = [];
    order = new ChunkOrder((m) => out.push(m));
  });
  afterEach(() => {
    order.close();
    jest.useRealTimers();
  });

  it('should pass chunks in order through at once, in the shape browsers know', () => {
    order.accept(chunk(0, 1));
    order.accept(chunk(1, 3));
    expect(out).toEqual([
      { type: 'transcript_chunk', contentId: 'c1', chunk: 's0-1', progress: 10 },
      { type: 'transcript_chunk', contentId: 'c1', chunk: 's1-3', progress: 10 },
    ]);
  });

  it('should put crossed chunks back in order and drop a repeat', () => {
    order.accept(chunk(0, 1));
    order.accept(chunk(2, 3));
    expect(texts()).toEqual(['s0-1']);
    order.accept(chunk(1, 2));
    order.accept(chunk(1, 2));
    expect(texts()).toEqual(['s0-1', 's1-2', 's2-3']);
  });

  it('should not wait for a lost chunk longer than the hold, and send what follows in order', () => {
    order.accept(chunk(0, 1));
    order.accept(chunk(3, 4));
    order.accept(chunk(2, 3));
    jest.advanceTimersByTime(HOLD_MS - 1);
    expect(texts()).toEqual(['s0-1']);
    jest.advanceTimersByTime(1);
    expect(texts()).toEqual(['s0-1', 's2-3', 's3-4']);
  });

  it('should let held chunks out before the end of the transcript, and start afresh on a new run', () => {
    order.accept(chunk(0, 1));
    order.accept(chunk(2, 3));
    order.accept({ type: 'transcript_error', contentId: 'c1', error: 'stopped' });
    expect(out.map((m) => m.type)).toEqual(['transcript_chunk', 'transcript_chunk', 'transcript_error']);
    order.accept({ type: 'transcript_start', contentId: 'c1' });
    order.accept(chunk(0, 1, 'again'));
    expect(texts()).toEqual(['s0-1', 's2-3', 'again']);
  });
});
