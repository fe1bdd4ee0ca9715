import { parse } from 'csv-parse/sync';
import { AppError, contentLanguageOf, MAX_MANIFEST_BYTES, type ContentLanguage } from '@lectures/proto';
import { storablePath } from './file-name-check';
import { recordingDate } from './tag-metadata';

/** One manifest row: a file and the fields it sets. Only what the row says is set. */
export interface ManifestEntry {
  path: string;
  title?: string;
  speaker?: string;
  seriesName?: string;
  seriesPart?: number;
  recordedOn?: string;
  description?: string;
  language?: ContentLanguage;
  tags?: string[];
  /** What was wrong with the row (a date or part that does not read); the file is still imported. */
  warnings?: string[];
}

/** Column or key names people write, to our fields. */
const ALIASES: Record<string, keyof Omit<ManifestEntry, 'warnings'>> = {
  path: 'path', file: 'path', filename: 'path', 'file name': 'path',
  title: 'title',
  speaker: 'speaker', artist: 'speaker',
  series: 'seriesName', seriesname: 'seriesName', album: 'seriesName',
  part: 'seriesPart', seriespart: 'seriesPart', track: 'seriesPart',
  date: 'recordedOn', recorded: 'recordedOn', recordedon: 'recordedOn', year: 'recordedOn',
  description: 'description', comment: 'description',
  language: 'language',
  tags: 'tags', tag: 'tags', genre: 'tags', genres: 'tags',
};

const invalid = (message: string) => new AppError('INVALID', `Manifest: ${message}`);

/**
 * A manifest (CSV with a header row, or JSON: an array of objects or `{ files: [...] }`)
 * as entries keyed by path. The file's bytes arrive base64: UTF-8, a byte-order mark allowed.
 */
export function parseManifest(format: 'csv' | 'json', base64: string): Map<string, ManifestEntry> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_MANIFEST_BYTES) throw invalid(`larger than ${MAX_MANIFEST_BYTES / 1024 / 1024} MB`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw invalid('the file is not UTF-8 text');
  }
  const rows = format === 'csv' ? csvRows(text) : jsonRows(text);
  const entries = new Map<string, ManifestEntry>();
  rows.forEach((row, i) => {
    const entry = entryOf(row, i + 1);
    if (!entries.has(entry.path)) entries.set(entry.path, entry);
  });
  if (entries.size === 0) throw invalid('it lists no files');
  return entries;
}

function csvRows(text: string): Record<string, unknown>[] {
  try {
    return parse<Record<string, unknown>>(text, { columns: true, skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    throw invalid(`not readable as CSV (${(error as Error).message})`);
  }
}

function jsonRows(text: string): Record<string, unknown>[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw invalid(`not readable as JSON (${(error as Error).message})`);
  }
  const rows = Array.isArray(data) ? data : (data as { files?: unknown })?.files;
  if (!Array.isArray(rows) || rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw invalid('JSON must be an array of objects, or { "files": [ ... ] }');
  }
  return rows as Record<string, unknown>[];
}

function entryOf(row: Record<string, unknown>, line: number): ManifestEntry {
  const fields: Partial<Record<keyof Omit<ManifestEntry, 'warnings'>, unknown>> = {};
  for (const [key, value] of Object.entries(row)) {
    const field = ALIASES[key.trim().toLowerCase().replace(/[_-]/g, '')] ?? ALIASES[key.trim().toLowerCase()];
    if (field && value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')) fields[field] = value;
  }
  if (typeof fields.path !== 'string' || !fields.path.trim()) throw invalid(`row ${line} names no file (a "path" column or key)`);
  const entry: ManifestEntry = { path: storablePath(fields.path.trim().replace(/^\.\//, '')) };
  const warnings: string[] = [];
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : undefined);
  const words = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((t): t is string => Boolean(t)) : (str(v) ?? '').split(/[;|,]/));
  if (fields.title !== undefined) entry.title = str(fields.title);
  if (fields.speaker !== undefined) entry.speaker = str(fields.speaker);
  if (fields.seriesName !== undefined) entry.seriesName = str(fields.seriesName);
  if (fields.description !== undefined) entry.description = str(fields.description);
  if (fields.seriesPart !== undefined) {
    const part = Number(str(fields.seriesPart));
    if (Number.isInteger(part) && part > 0) entry.seriesPart = part;
    else warnings.push(`part "${str(fields.seriesPart)}" is not a whole number`);
  }
  if (fields.recordedOn !== undefined) {
    const date = recordingDate(str(fields.recordedOn));
    if (date) entry.recordedOn = date;
    else warnings.push(`date "${str(fields.recordedOn)}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`);
  }
  if (fields.language !== undefined) entry.language = contentLanguageOf(str(fields.language)) ?? undefined;
  if (fields.tags !== undefined) {
    const list = words(fields.tags);
    entry.tags = [...new Set(list.map((t) => t.trim()).filter(Boolean))];
  }
  if (warnings.length) entry.warnings = warnings;
  return entry;
}
