import type { ContentRecord } from '../content/content.types';

/* Speakers as records (issue 28). No decorators: the web app reads these too. */

/** A page about the speaker elsewhere: their site, a channel, a biography. */
export interface SpeakerLink {
  label: string;
  url: string;
}

/** A speaker as a lecture or a series names them. */
export interface SpeakerRef {
  id: string;
  name: string;
  /** Readable and unique; fixed when the speaker is made. */
  slug: string;
}

/** A speaker as lists show them. */
export interface SpeakerSummary extends SpeakerRef {
  /** Other ways the name is written, each found by search and by the speaker's address. */
  otherSpellings: string[];
  bio: string | null;
  links: SpeakerLink[];
  /** Lectures naming them: published ones for visitors, all for staff. */
  lectureCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A series the speaker teaches in (named on it, or in one of its lectures). */
export interface SpeakerSeriesRef {
  id: string;
  title: string;
  slug: string;
  partCount: number;
}

export interface SpeakerRecord extends SpeakerSummary {
  series: SpeakerSeriesRef[];
}

/** A speaker's lectures, newest first, a page at a time. */
export interface SpeakerLecturesPage {
  items: ContentRecord[];
  nextCursor: string | null;
}

export const SPEAKER_CHANGE_KINDS = ['merge', 'split'] as const;
export type SpeakerChangeKind = (typeof SPEAKER_CHANGE_KINDS)[number];

/** Who made a change: the migration that made records of the old free-text speakers, or staff. */
export type SpeakerChangeOrigin = 'migration' | 'staff';

/**
 * One merge or split, as the admin's list of changes shows it. A merge names the spellings that
 * became this speaker's; a split names the speaker a part was split from.
 */
export interface SpeakerChange {
  id: string;
  kind: SpeakerChangeKind;
  origin: SpeakerChangeOrigin;
  /** The speaker kept (merge) or made (split); null once that speaker is itself merged away. */
  speakerId: string | null;
  speakerName: string;
  /** Merge: every spelling folded into the speaker. Split: the speaker it was split from. */
  spellings: string[];
  /** Lectures moved. */
  lectures: number;
  by: string | null;
  at: string;
}

export interface SplitSpeakerReply {
  from: SpeakerRecord;
  to: SpeakerRecord;
}
