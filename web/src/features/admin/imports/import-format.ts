import { i18n } from '@/i18n/i18n';
import { formatRecordedOn } from '@/lib/format';
import type { ImportFileState, ImportMetadata } from './imports-api';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return i18n.t('admin-library:units.bytes', { value: Math.max(0, Math.round(bytes)) });
  if (bytes < 1024 * 1024) return i18n.t('admin-library:units.kilobytes', { value: Math.round(bytes / 1024) });
  if (bytes < 1024 ** 3) return i18n.t('admin-library:units.megabytes', { value: (bytes / 1024 / 1024).toFixed(1) });
  return i18n.t('admin-library:units.gigabytes', { value: (bytes / 1024 ** 3).toFixed(2) });
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return i18n.t('admin-library:units.seconds', { s: Math.round(seconds) });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? i18n.t('admin-library:units.hoursMinutes', { h, m }) : i18n.t('admin-library:units.minutesSeconds', { m, s: Math.round(seconds % 60) });
}

/** A file's state, for people. */
export function fileStateLabel(state: ImportFileState): string {
  return i18n.t(`admin-library:imports.fileState.${state}`);
}

/** The lecture a file becomes, in one line: title, speaker, series and part, recording date. */
export function describeMetadata(m: ImportMetadata): string {
  const series = m.seriesName ? `${m.seriesName}${m.seriesPart ? ` #${m.seriesPart}` : ''}` : m.seriesPart ? i18n.t('admin-library:imports.seriesPart', { part: m.seriesPart }) : null;
  return [m.speaker, series, m.recordedOn ? formatRecordedOn(m.recordedOn) : null].filter(Boolean).join(' · ');
}
