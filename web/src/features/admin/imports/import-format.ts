import { formatRecordedOn } from '@/lib/format';
import type { ImportFileState, ImportMetadata } from './imports-api';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h}h ${m}m` : `${m}m ${Math.round(seconds % 60)}s`;
}

export const STATE_LABEL: Record<ImportFileState, string> = {
  queued: 'Queued',
  uploading: 'Uploading',
  checked: 'Checked',
  registering: 'Storing',
  stored: 'Stored',
  duplicate: 'Duplicate',
  transcribing: 'Transcribing',
  done: 'Done',
  failed: 'Failed',
};

/** The lecture a file becomes, in one line: title, speaker, series and part, recording date. */
export function describeMetadata(m: ImportMetadata): string {
  const series = m.seriesName ? `${m.seriesName}${m.seriesPart ? ` #${m.seriesPart}` : ''}` : m.seriesPart ? `part ${m.seriesPart}` : null;
  return [m.speaker, series, m.recordedOn ? formatRecordedOn(m.recordedOn) : null].filter(Boolean).join(' · ');
}
