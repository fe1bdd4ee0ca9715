/** What the transcript history says (no decorators: the web app reads these types too). */

/** One passage's change in one save. */
export interface PassageChange {
  start: number;
  end: number;
  /** What the passages at that time said before; '' for none. */
  before: string;
  /** '' when staff removed the passage. */
  after: string;
}

/** One save of the transcript: who, when, and what changed. */
export interface TranscriptEditRecord {
  by: string;
  at: string;
  changes: PassageChange[];
}

export interface TranscriptHistoryReply {
  edits: TranscriptEditRecord[];
}
