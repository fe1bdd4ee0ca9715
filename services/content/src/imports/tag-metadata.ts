import { contentLanguageOf, type ContentLanguage, type MediaTags } from '@lectures/proto';

/** The lecture fields a file's tags give: title, artist (speaker), album (series), track (part), date, comment, language, genres. */
export interface TagFields {
  title?: string;
  speaker?: string;
  seriesName?: string;
  seriesPart?: number;
  recordedOn?: string;
  description?: string;
  language?: ContentLanguage;
  tags?: string[];
}

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
};

export function tagFields(tags: MediaTags | null | undefined): TagFields {
  if (!tags) return {};
  const fields: TagFields = {
    title: text(tags.title),
    speaker: text(tags.artist),
    seriesName: text(tags.album),
    seriesPart: tags.track && tags.track > 0 ? Math.floor(tags.track) : undefined,
    recordedOn: recordingDate(tags.date),
    description: text(tags.comment),
    language: tags.language ? (contentLanguageOf(tags.language) ?? undefined) : undefined,
    tags: tags.genres?.map((g) => text(g)).filter((g): g is string => Boolean(g)),
  };
  if (fields.tags?.length === 0) delete fields.tags;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/**
 * A date as precise as the source gives it: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. Accepts ISO
 * forms (with a time), 'YYYY/MM/DD' and 'DD.MM.YYYY'; null for anything else.
 */
export function recordingDate(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  let m = /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?(?:[T\s].*)?$/.exec(v);
  if (m) return dateOf(m[1], m[2], m[3]);
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(v);
  if (m) return dateOf(m[3], m[2], m[1]);
  return undefined;
}

function dateOf(year: string, month?: string, day?: string): string | undefined {
  const y = Number(year);
  if (y < 1000 || y > 2999) return undefined;
  if (!month) return year;
  const mo = Number(month);
  if (mo < 1 || mo > 12) return undefined;
  const mm = String(mo).padStart(2, '0');
  if (!day) return `${year}-${mm}`;
  const d = Number(day);
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d < 1 || d > last) return undefined;
  return `${year}-${mm}-${String(d).padStart(2, '0')}`;
}
