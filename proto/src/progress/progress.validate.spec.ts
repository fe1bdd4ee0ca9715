import { parseProgressMessage } from './progress.validate';

const id = '7f1d2c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('parseProgressMessage', () => {
  it.each([
    { type: 'transcript_start', contentId: id },
    { type: 'transcript_chunk', contentId: id, chunk: 'in the name of god', progress: 12 },
    { type: 'transcript_complete', contentId: id, transcript: 'text', metadata: { summary: 's', qna: [] } },
    { type: 'transcript_error', contentId: id, error: 'Processing failed' },
    { type: 'transcript_progress_log', contentId: id, message: 'Segment 3/40', level: 'info', timestamp: '2026-11-21T23:00:00.000Z', progress: 8 },
  ])('should accept a $type message', (message) => {
    expect(parseProgressMessage(message)).toBe(message);
  });

  it.each([
    [{ type: 'transcript_chunk', chunk: 'x' }, /contentId is required/],
    [{ type: 'transcript_chunk', contentId: id, chunk: 'x', progress: 101 }, /progress must be 0-100/],
    [{ type: 'transcript_progress_log', contentId: id, message: 'm', timestamp: 't', level: 'debug' }, /level must be/],
    [{ type: 'transcript_done', contentId: id }, /unknown type transcript_done/],
    ['text', /not an object/],
  ])('should refuse %j', (message, reason) => {
    expect(() => parseProgressMessage(message)).toThrow(reason);
  });
});
