import type { ImportCounts, ImportDto, ImportFileDto } from '@lectures/proto';
import { displayPath } from './file-name-check';
import type { ImportFileEntity } from './import-file.entity';
import type { ImportEntity } from './import.entity';
import type { ImportFigures } from './import.repository';

export function toImportDto(entity: ImportEntity, figures: ImportFigures): ImportDto {
  const n = (state: keyof ImportFigures['byState']) => figures.byState[state] ?? 0;
  const counts: ImportCounts = {
    total: Object.values(figures.byState).reduce((a, b) => a + (b ?? 0), 0),
    queued: n('queued') + n('checked'),
    uploading: n('uploading') + n('registering'),
    stored: n('stored'),
    duplicates: n('duplicate'),
    transcribing: n('transcribing'),
    done: n('done'),
    failed: n('failed'),
  };
  const bytesPerSecond = Math.round(figures.bytesLastMinute / 60);
  const moving = entity.state === 'running' && bytesPerSecond > 0;
  return {
    id: entity.id,
    source: entity.source,
    dryRun: entity.dryRun,
    state: entity.state,
    createdBy: entity.createdBy,
    createdAt: entity.createdAt.toISOString(),
    startedAt: entity.startedAt?.toISOString() ?? null,
    finishedAt: entity.finishedAt?.toISOString() ?? null,
    error: entity.error,
    hasManifest: entity.manifest !== null,
    counts,
    bytesTotal: figures.bytesTotal,
    bytesStored: figures.bytesStored,
    bytesPerSecond,
    filesPerMinute: figures.filesLastMinute,
    secondsLeft: moving ? Math.ceil(figures.bytesLeft / bytesPerSecond) : null,
  };
}

export function toImportFileDto(file: ImportFileEntity, titles: Map<string, string>, paths: Map<string, string>): ImportFileDto {
  return {
    id: file.id,
    path: displayPath(file.path),
    size: file.size,
    state: file.state,
    reason: file.reason,
    duplicateOf: file.duplicateOf ? { contentId: file.duplicateOf, title: titles.get(file.duplicateOf) ?? null } : null,
    duplicateOfPath: file.duplicateOfFile ? (paths.get(file.duplicateOfFile) ?? null) : null,
    contentId: file.contentId,
    sha256: file.sha256,
    metadata: file.metadata,
    attempts: file.attempts,
    updatedAt: file.updatedAt.toISOString(),
  };
}
