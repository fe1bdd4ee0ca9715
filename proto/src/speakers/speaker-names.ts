/*
 * How a lecture's speakers read as SPEC's one `speaker` string (no decorators: the web app
 * imports this too). Content derives the string from the lecture's speaker records in this
 * form, and a string sent to it (SPEC's edit, an import's artist tag) is read back the same way.
 */

/** Between two speakers' names: 'Shaykh Ahmad & Dr. Bilal'. */
export const SPEAKER_SEPARATOR = ' & ';

/** The most speakers one lecture names. */
export const MAX_SPEAKERS_PER_LECTURE = 10;

/**
 * The names in a speaker string, in order, trimmed, empty ones dropped: '&' and ';' separate
 * names (a comma does not: 'Ibn Kathir, Imam' is one name in many archives).
 */
export function splitSpeakerNames(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[&;]/)
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The names as one speaker string, or null when there are none. */
export function joinSpeakerNames(names: readonly string[]): string | null {
  return names.length > 0 ? names.join(SPEAKER_SEPARATOR) : null;
}
