/**
 * What a media file says about itself in its tags (ID3v2/ID3v1, MP4 atoms, Vorbis and
 * FLAC comments), read by media-storage when an upload is checked. Every field is
 * optional: most recordings carry few tags or none. Text is Unicode as the tag's own
 * encoding says (Latin-1, UTF-16 or UTF-8), trimmed, and never empty.
 */
export interface MediaTags {
  title?: string;
  /** The speaker, for lectures. */
  artist?: string;
  /** The series, for lectures. */
  album?: string;
  /** The part in a series. */
  track?: number;
  /** As the tag has it: a year (`2019`) or a date (`2019-03-08`). */
  date?: string;
  /** A description. */
  comment?: string;
  /** As the tag has it (ID3 TLAN or a Vorbis LANGUAGE comment): often an ISO 639 code (`ara`, `en`). */
  language?: string;
  genres?: string[];
  /** The file carries embedded cover art (kept beside the original once registered). */
  hasCover?: boolean;
}

/** Tag text longer than this is cut: a tag is a label, not a document. */
export const MEDIA_TAG_TEXT_LIMIT = 1000;
