import type { ProgressMessage, ProgressStateReply, TranscriptChunkMessage } from '@lectures/proto';

/** What one client has been sent of an item: enough to send it only what it missed. */
export interface SentSoFar {
  /** A transcript_start went out (and so the text below is the client's whole transcript). */
  started: boolean;
  /** The transcript text the client holds: the chunks sent since the last start. */
  transcript: string;
  /** The newest log line's timestamp sent ('' for none). */
  lastLog: string;
  /** The item's completion or error went out. */
  ended: boolean;
}

export const NOTHING_SENT: SentSoFar = { started: false, transcript: '', lastLog: '', ended: false };

/** The client's view after one more message. */
export function afterSending(sent: SentSoFar, message: ProgressMessage): SentSoFar {
  switch (message.type) {
    case 'transcript_start':
      return { ...sent, started: true, transcript: '', ended: false };
    case 'transcript_chunk':
      return { ...sent, transcript: sent.transcript + message.chunk };
    case 'transcript_progress_log':
      return message.timestamp > sent.lastLog ? { ...sent, lastLog: message.timestamp } : sent;
    case 'transcript_complete':
    case 'transcript_error':
      return { ...sent, ended: true };
  }
}

/**
 * What a client is sent from the stored state, as ordinary progress messages: a client joining
 * mid-job gets start, the transcript so far as one chunk and the last log lines; a failed job its
 * error; a completed one its completion (a page opened while the item still read as processing
 * learns that it is done). A client that was following already (the fan-out came back after an
 * outage) gets only what it missed: the rest of the transcript and the newer log lines, in order.
 */
export function catchUpMessages(state: ProgressStateReply, sent: SentSoFar = NOTHING_SENT): ProgressMessage[] {
  const { contentId } = state;
  const logs = state.logs.filter((line) => line.timestamp > sent.lastLog);
  switch (state.state) {
    case null:
      return [];
    case 'planning':
    case 'transcribing':
    case 'analysing': {
      if (sent.started && state.transcript.startsWith(sent.transcript)) {
        const rest = state.transcript.slice(sent.transcript.length);
        return [...(rest ? [{ type: 'transcript_chunk' as const, contentId, chunk: rest, progress: state.progress }] : []), ...logs];
      }
      // Never started for this client, or a new run began meanwhile: from the start.
      const out: ProgressMessage[] = [{ type: 'transcript_start', contentId, message: 'Transcription in progress' }];
      if (state.transcript) out.push({ type: 'transcript_chunk', contentId, chunk: state.transcript, progress: state.progress });
      return [...out, ...logs];
    }
    case 'failed':
      return sent.ended ? logs : [...logs, { type: 'transcript_error', contentId, error: state.error ?? 'Processing failed' }];
    case 'completed':
      return sent.ended ? logs : [...logs, { type: 'transcript_complete', contentId, transcript: state.transcript }];
    case 'superseded':
    case 'cancelled':
      return logs;
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
