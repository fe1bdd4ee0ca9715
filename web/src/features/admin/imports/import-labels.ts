import type { ImportDto } from './imports-api';

export function sourceLabel(value: ImportDto): string {
  const s = value.source;
  if (s.kind === 's3') return `s3://${s.bucket}/${s.prefix ?? ''}`;
  if (s.kind === 'directory') return s.path ?? 'Server directory';
  return s.label ?? 'Files from a browser';
}

export function stateLabel(value: ImportDto): string {
  switch (value.state) {
    case 'listing':
      return 'Reading the source';
    case 'dry-run':
      return 'Dry run: nothing created yet';
    case 'running':
      return 'Importing';
    case 'finished':
      return value.error ? 'Stopped' : 'Finished';
  }
}
