import type { ProgressMessage, ProgressStateReply, TranscriptProgressLogMessage } from '@lectures/proto';
import { afterSending, catchUpMessages, dropIncludedChunks, NOTHING_SENT } from './progress-catch-up';

const contentId = '7f1d2c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

function makeState(overrides: Partial<ProgressStateReply> = {}): ProgressStateReply {
  return {
    contentId,
    state: 'transcribing',
    generation: 1,
    progress: 40,
    transcript: 'in the name of god the most gracious',
    logs: [{ type: 'transcript_progress_log', contentId, message: 'Transcribed segment 2 of 5', level: 'info', timestamp: '2026-11-21T23:00:02.000Z', progress: 40 }],
    error: null,
    ...overrides,
  };
}

describe('catchUpMessages', () => {
  it('should replay a running job as start, the transcript so far, then its log', () => {
    expect(catchUpMessages(makeState()).map((m) => m.type)).toEqual(['transcript_start', 'transcript_chunk', 'transcript_progress_log']);
    expect(catchUpMessages(makeState())[1]).toEqual({ type: 'transcript_chunk', contentId, chunk: 'in the name of god the most gracious', progress: 40 });
  });

  it('should end a failed job\'s replay with its error', () => {
    const messages = catchUpMessages(makeState({ state: 'failed', error: 'Transcription failed at segment 2 of 5' }));
    expect(messages[messages.length - 1]).toEqual({ type: 'transcript_error', contentId, error: 'Transcription failed at segment 2 of 5' });
  });

  it('should end a completed job\'s replay with its completion', () => {
    const messages = catchUpMessages(makeState({ state: 'completed', progress: 100 }));
    expect(messages.map((m) => m.type)).toEqual(['transcript_progress_log', 'transcript_complete']);
    expect(messages[1]).toEqual({ type: 'transcript_complete', contentId, transcript: 'in the name of god the most gracious' });
  });

  it('should send nothing for an item never processed', () => {
    expect(catchUpMessages(makeState({ state: null, logs: [], transcript: '' }))).toEqual([]);
  });

  describe('for a client that was following already', () => {
    const line = (message: string, second: number): TranscriptProgressLogMessage => ({ type: 'transcript_progress_log', contentId, message, level: 'info', timestamp: `2026-11-21T23:00:0${second}.000Z`, progress: 40 });
    const following = (messages: ProgressMessage[]) => messages.reduce(afterSending, NOTHING_SENT);

    it('should send only the rest of the transcript and the newer log lines, in order', () => {
      const sent = following([{ type: 'transcript_start', contentId }, { type: 'transcript_chunk', contentId, chunk: 'in the name of god' }, line('segment 1', 1)]);
      const state = makeState({ logs: [line('segment 1', 1), line('segment 2', 2), line('segment 3', 3)] });
      expect(catchUpMessages(state, sent)).toEqual([
        { type: 'transcript_chunk', contentId, chunk: ' the most gracious', progress: 40 },
        line('segment 2', 2),
        line('segment 3', 3),
      ]);
    });

    it('should send nothing it already has', () => {
      const state = makeState();
      expect(catchUpMessages(state, following(catchUpMessages(state)))).toEqual([]);
    });

    it('should start again when a new run replaced the text it holds', () => {
      const sent = following([{ type: 'transcript_start', contentId }, { type: 'transcript_chunk', contentId, chunk: 'an older transcript' }]);
      expect(catchUpMessages(makeState(), sent).map((m) => m.type)).toEqual(['transcript_start', 'transcript_chunk', 'transcript_progress_log']);
    });

    it('should end a job that ended meanwhile, once', () => {
      const sent = following([{ type: 'transcript_start', contentId }]);
      const done = makeState({ state: 'completed' });
      expect(catchUpMessages(done, sent).map((m) => m.type)).toEqual(['transcript_progress_log', 'transcript_complete']);
      expect(catchUpMessages(done, following([...catchUpMessages(done, sent)]))).toEqual([]);
    });
  });
});

describe('dropIncludedChunks', () => {
  const chunk = (text: string): ProgressMessage => ({ type: 'transcript_chunk', contentId, chunk: text, progress: 50 });

  it('should drop chunks the fetched transcript already holds and keep later ones', () => {
    const buffered = [chunk(' the most gracious'), chunk(' the most merciful')];
    expect(dropIncludedChunks(makeState(), buffered)).toEqual([chunk(' the most merciful')]);
  });

  it('should keep every chunk when the transcript was read before they were stored', () => {
    const buffered = [chunk(' the most merciful')];
    expect(dropIncludedChunks(makeState(), buffered)).toEqual(buffered);
  });

  it('should drop log lines the fetched log already has', () => {
    const old: ProgressMessage = { ...makeState().logs[0] };
    const fresh: ProgressMessage = { ...makeState().logs[0], message: 'Transcribed segment 3 of 5', timestamp: '2026-11-21T23:00:05.000Z' };
    expect(dropIncludedChunks(makeState(), [old, fresh])).toEqual([fresh]);
  });
});
