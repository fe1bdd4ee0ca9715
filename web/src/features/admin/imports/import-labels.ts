import { i18n } from '@/i18n/i18n';
import type { ImportDto } from './imports-api';

export function sourceLabel(value: ImportDto): string {
  const s = value.source;
  if (s.kind === 's3') return `s3://${s.bucket}/${s.prefix ?? ''}`;
  if (s.kind === 'directory') return s.path ?? i18n.t('admin-library:imports.source.directory');
  return s.label ?? i18n.t('admin-library:imports.source.browser');
}

export function stateLabel(value: ImportDto): string {
  switch (value.state) {
    case 'listing':
      return i18n.t('admin-library:imports.state.listing');
    case 'dry-run':
      return i18n.t('admin-library:imports.state.dryRun');
    case 'running':
      return i18n.t('admin-library:imports.state.running');
    case 'finished':
      return value.error ? i18n.t('admin-library:imports.state.stopped') : i18n.t('admin-library:imports.state.finished');
  }
}
