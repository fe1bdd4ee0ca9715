import { parseProgressMessage, parseStreamFrame, readStreamFrame } from './progress.frames';

const id = '7f1d2c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('parseProgressMessage', () => {
  it.each([
    { type: 'transcript_start', contentId: id },
    { type: 'transcript_chunk', contentId: id, chunk: 'in the name of god', progress: 12 },
    { type: 'transcript_chunk', contentId: id, chunk: 'and peace', fromSegment: 3, toSegment: 5 },
    { type: 'transcript_complete', contentId: id, transcript: 'text', metadata: { summary: 's', qna: [] } },
    { type: 'transcript_complete', contentId: id, transcript: 'text', metadata: { tags: ['Fiqh'], qna: [{ q: 'Why?', a: 'Because.', startChar: 0, endChar: 4, source: 'rule' }] } },
    { type: 'transcript_error', contentId: id, error: 'Processing failed' },
    { type: 'transcript_progress_log', contentId: id, message: 'Segment 3/40', level: 'info', timestamp: '2026-11-21T23:00:00.000Z', progress: 8 },
  ])('should accept a $type message', (message) => {
    expect(parseProgressMessage(message)).toEqual(message);
  });

  it.each([
    [{ type: 'transcript_chunk', chunk: 'x' }, /contentId is required/],
    [{ type: 'transcript_chunk', contentId: id, chunk: 'x', progress: 101 }, /progress must be 0-100/],
    [{ type: 'transcript_chunk', contentId: id, chunk: 'x', progress: '50' }, /progress must be 0-100/],
    [{ type: 'transcript_chunk', contentId: id, chunk: 'x', fromSegment: 4, toSegment: 4 }, /fromSegment and toSegment must be a range/],
    [{ type: 'transcript_chunk', contentId: id, chunk: 'x', toSegment: 4 }, /fromSegment and toSegment must be a range/],
    [{ type: 'transcript_chunk', contentId: id, chunk: 7 }, /chunk must be a string/],
    [{ type: 'transcript_complete', contentId: id, transcript: 't', metadata: 'none' }, /metadata must be an object/],
    [{ type: 'transcript_complete', contentId: id, transcript: 't', metadata: { qna: [{ q: 'Why?' }] } }, /metadata\.qna\.0\.a|a must be a string/],
    [{ type: 'transcript_progress_log', contentId: id, message: 'm', timestamp: 't', level: 'debug' }, /level must be/],
    [{ type: 'transcript_progress_log', contentId: id, message: 'm', timestamp: 'yesterday' }, /timestamp must be an ISO 8601 date/],
    [{ type: 'transcript_error', contentId: id, error: 'x', detail: 'more' }, /property detail should not exist/],
    [{ type: 'transcript_done', contentId: id }, /unknown type transcript_done/],
    [{ type: 'connected', contentId: id }, /unknown type connected/],
    ['text', /not an object/],
  ])('should refuse %j', (message, reason) => {
    expect(() => parseProgressMessage(message)).toThrow(reason);
  });

  it('should say which message it refuses', () => {
    expect(() => parseProgressMessage({ type: 'transcript_error', contentId: id })).toThrow('progress message: error must be a string');
  });
});

describe('parseStreamFrame', () => {
  it('should accept the connected and heartbeat frames a browser also receives', () => {
    expect(parseStreamFrame({ type: 'connected', contentId: id })).toEqual({ type: 'connected', contentId: id });
    expect(parseStreamFrame({ type: 'heartbeat', timestamp: '2026-11-21T23:00:00.000Z' })).toEqual({ type: 'heartbeat', timestamp: '2026-11-21T23:00:00.000Z' });
  });

  it('should read a data line as JSON first', () => {
    expect(readStreamFrame(`{"type":"transcript_error","contentId":"${id}","error":"Bad audio"}`)).toEqual({ type: 'transcript_error', contentId: id, error: 'Bad audio' });
    expect(() => readStreamFrame('not json')).toThrow('progress message: not JSON');
    expect(() => readStreamFrame('{"type":"heartbeat"}')).toThrow(/timestamp must be an ISO 8601 date/);
  });
});
