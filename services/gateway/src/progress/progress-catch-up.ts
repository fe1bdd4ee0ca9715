import type { ProgressMessage, ProgressStateReply, TranscriptChunkMessage } from '@lectures/proto';

/**
 * What a client joining mid-job is sent first, as ordinary progress messages:
 * start, the transcript so far as one chunk, and the last log lines; for a failed
 * job its error; for a completed one its completion, so a page opened while the item
 * still read as processing learns that it is done.
 */
export function catchUpMessages(state: ProgressStateReply): ProgressMessage[] {
  const { contentId } = state;
  switch (state.state) {
    case null:
      return [];
    case 'planning':
    case 'transcribing':
    case 'analysing': {
      const out: ProgressMessage[] = [{ type: 'transcript_start', contentId, message: 'Transcription in progress' }];
      if (state.transcript) out.push({ type: 'transcript_chunk', contentId, chunk: state.transcript, progress: state.progress });
      return [...out, ...state.logs];
    }
    case 'failed':
      return [...state.logs, { type: 'transcript_error', contentId, error: state.error ?? 'Processing failed' }];
    case 'completed':
      return [...state.logs, { type: 'transcript_complete', contentId, transcript: state.transcript }];
    case 'superseded':
    case 'cancelled':
      return state.logs;
  }
}

/**
 * Live messages that arrived while the state was being fetched: chunks already in
 * the fetched transcript are dropped, so no text reaches the client twice.
 */
export function dropIncludedChunks(state: ProgressStateReply, buffered: ProgressMessage[]): ProgressMessage[] {
  const chunks = buffered.filter((m): m is TranscriptChunkMessage => m.type === 'transcript_chunk');
  let included = 0;
  for (let j = chunks.length; j > 0; j--) {
    if (state.transcript.endsWith(chunks.slice(0, j).map((c) => c.chunk).join(''))) {
      included = j;
      break;
    }
  }
  const drop = new Set<ProgressMessage>(chunks.slice(0, included));
  // Log lines are in the fetched log when they are older than its newest line.
  const newest = state.logs[state.logs.length - 1]?.timestamp ?? '';
  return buffered.filter((m) => !drop.has(m) && !(m.type === 'transcript_progress_log' && m.timestamp <= newest));
}
