import type { ProgressMessage, TranscriptChunkMessage } from '@lectures/proto';

/** How long a chunk waits for an earlier one that is late, before it goes out anyway. */
export const HOLD_MS = 2000;

interface Track {
  next: number;
  held: Map<number, TranscriptChunkMessage>;
  timer?: NodeJS.Timeout;
}

/**
 * Puts one replica's transcript chunks back in segment order. Workers publish after
 * their commit, so two chunks of a lecture may cross on the way; clients append
 * chunks, so they must arrive in order, once. A chunk waits at most HOLD_MS for a
 * missing earlier one (a message lost in an outage is caught up on reconnect).
 */
export class ChunkOrder {
  private readonly tracks = new Map<string, Track>();

  constructor(private readonly deliver: (message: ProgressMessage) => void) {}

  accept(message: ProgressMessage): void {
    if (message.type === 'transcript_start') this.reset(message.contentId);
    if (message.type !== 'transcript_chunk' || message.fromSegment === undefined || message.toSegment === undefined) {
      // Anything after the chunks (complete, error) follows what was held.
      if (message.type === 'transcript_complete' || message.type === 'transcript_error') {
        this.flush(message.contentId);
        this.reset(message.contentId);
      }
      return this.deliver(message);
    }
    const track = this.tracks.get(message.contentId) ?? this.start(message.contentId, message.fromSegment);
    if (message.toSegment <= track.next) return; // a duplicate of what went out
    if (message.fromSegment > track.next) {
      track.held.set(message.fromSegment, message);
      track.timer ??= setTimeout(() => this.flush(message.contentId), HOLD_MS).unref();
      return;
    }
    this.send(track, message);
    this.drain(track);
  }

  close(): void {
    for (const contentId of [...this.tracks.keys()]) this.reset(contentId);
  }

  /** Starts an item afresh, dropping what was held: its followers are caught up from the stored state. */
  forget(contentId: string): void {
    this.reset(contentId);
  }

  private start(contentId: string, first: number): Track {
    const track: Track = { next: first, held: new Map() };
    this.tracks.set(contentId, track);
    return track;
  }

  private send(track: Track, message: TranscriptChunkMessage): void {
    track.next = message.toSegment!;
    // Browsers get SPEC's shape: the segment numbers stay between services.
    this.deliver({ type: message.type, contentId: message.contentId, chunk: message.chunk, ...(message.progress === undefined ? {} : { progress: message.progress }) });
  }

  private drain(track: Track): void {
    for (let held = track.held.get(track.next); held; held = track.held.get(track.next)) {
      track.held.delete(track.next);
      this.send(track, held);
    }
    if (track.held.size === 0 && track.timer) {
      clearTimeout(track.timer);
      track.timer = undefined;
    }
  }

  /** What waited too long goes out in order, skipping the gap it waited for. */
  private flush(contentId: string): void {
    const track = this.tracks.get(contentId);
    if (!track) return;
    clearTimeout(track.timer);
    track.timer = undefined;
    for (const from of [...track.held.keys()].sort((a, b) => a - b)) {
      const held = track.held.get(from)!;
      track.held.delete(from);
      if (held.toSegment! > track.next) this.send(track, held);
    }
  }

  private reset(contentId: string): void {
    const track = this.tracks.get(contentId);
    if (track) clearTimeout(track.timer);
    this.tracks.delete(contentId);
  }
}
