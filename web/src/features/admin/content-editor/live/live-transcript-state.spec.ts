import { INITIAL_LIVE_STATE, liveTranscriptReducer, MAX_LOG_ENTRIES, parseProgressMessage, type LiveAction } from './live-transcript-state';

const id = 'c1';
const run = (actions: LiveAction[]) => actions.reduce(liveTranscriptReducer, INITIAL_LIVE_STATE);
const msg = (message: Extract<LiveAction, { type: 'message' }>['message']): LiveAction => ({ type: 'message', message });

describe('liveTranscriptReducer', () => {
  it('should reset progress and text on transcript_start, then append chunks', () => {
    const state = run([
      msg({ type: 'transcript_chunk', contentId: id, chunk: 'old ', progress: 40 }),
      msg({ type: 'transcript_start', contentId: id }),
      msg({ type: 'transcript_chunk', contentId: id, chunk: 'In the name ', progress: 20 }),
      msg({ type: 'transcript_chunk', contentId: id, chunk: 'of God', progress: 150 }),
    ]);
    expect(state).toMatchObject({ phase: 'processing', text: 'In the name of God', progress: 100, streamed: true });
  });

  it('should set the full transcript, metadata and 100 on transcript_complete', () => {
    const state = run([
      msg({ type: 'transcript_chunk', contentId: id, chunk: 'partial', progress: 10 }),
      msg({ type: 'transcript_complete', contentId: id, transcript: 'Full text', metadata: { summary: 'S' } }),
    ]);
    expect(state).toMatchObject({ phase: 'completed', text: 'Full text', progress: 100, metadata: { summary: 'S' } });
  });

  it('should keep the error of transcript_error, defaulting to Processing failed', () => {
    expect(run([msg({ type: 'transcript_error', contentId: id, error: 'Bad audio' })]).error).toBe('Bad audio');
    expect(run([msg({ type: 'transcript_error', contentId: id, error: '' })]).error).toBe('Processing failed');
  });

  it('should keep the last 50 log lines, each once', () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      msg({ type: 'transcript_progress_log', contentId: id, message: `line ${i}`, timestamp: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z` }),
    );
    const state = run([...lines, lines[59]!]);
    expect(state.logs).toHaveLength(MAX_LOG_ENTRIES);
    expect(state.logs[0]!.message).toBe('line 10');
    expect(state.logs.at(-1)!.message).toBe('line 59');
  });

  it('should ignore connected and heartbeat frames', () => {
    expect(run([msg({ type: 'connected', contentId: id }), msg({ type: 'heartbeat', timestamp: '2026-01-01T00:00:00.000Z' })])).toEqual(INITIAL_LIVE_STATE);
  });

  it('should show the connection kind and clear a connection error on reconnect', () => {
    const lost = run([{ type: 'connected', connection: 'sse' }, { type: 'disconnected', error: 'Connection lost' }]);
    expect(lost).toMatchObject({ connection: 'none', error: 'Connection lost' });
    expect(liveTranscriptReducer(lost, { type: 'connected', connection: 'ws' })).toMatchObject({ connection: 'ws', error: null });
  });
});

describe('parseProgressMessage', () => {
  it('should read JSON messages and refuse anything else', () => {
    expect(parseProgressMessage('{"type":"transcript_start","contentId":"c1"}')).toEqual({ type: 'transcript_start', contentId: 'c1' });
    expect(parseProgressMessage('not json')).toBeNull();
    expect(parseProgressMessage('{"no":"type"}')).toBeNull();
    expect(parseProgressMessage(42)).toBeNull();
  });
});

describe('parseProgressMessage with the contracts\' frame classes', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('should read connected and heartbeat frames, which the reducer then ignores', () => {
    expect(parseProgressMessage('{"type":"heartbeat","timestamp":"2026-01-01T00:00:00.000Z"}')).toEqual({ type: 'heartbeat', timestamp: '2026-01-01T00:00:00.000Z' });
  });

  it.each([
    ['{"type":"transcript_chunk","contentId":"c1","chunk":"x","progress":150}', 'progress message: progress must be 0-100'],
    ['{"type":"transcript_complete","contentId":"c1"}', 'progress message: transcript must be a string'],
    ['{"type":"transcript_progress_log","contentId":"c1","message":"m","timestamp":"2026-01-01T00:00:00Z","level":"loud"}', 'progress message: level must be info, warn or error'],
    ['{"type":"transcript_done","contentId":"c1"}', 'progress message: unknown type transcript_done'],
  ])('should skip a malformed frame %s and say why', (frame, why) => {
    expect(parseProgressMessage(frame)).toBeNull();
    expect(warn).toHaveBeenCalledWith(why);
  });
});
