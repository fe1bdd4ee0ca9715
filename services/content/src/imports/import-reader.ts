import { Injectable } from '@nestjs/common';
import { AppError, type ImportDto, type ImportFileDto } from '@lectures/proto';
import type { ImportFileEntity } from './import-file.entity';
import { toImportDto, toImportFileDto } from './import.mapper';
import { ImportRepository } from './import.repository';

/** Imports and files as the API shows them: figures counted, duplicates named. */
@Injectable()
export class ImportReader {
  constructor(private readonly repository: ImportRepository) {}

  async importDto(id: string): Promise<ImportDto> {
    const entity = await this.repository.findImport(id);
    if (!entity) throw new AppError('NOT_FOUND', 'Import not found');
    return toImportDto(entity, await this.repository.figures(id));
  }

  async fileDtos(ids: string[]): Promise<ImportFileDto[]> {
    return this.toDtos(await this.repository.filesByIds(ids));
  }

  async toDtos(files: ImportFileEntity[]): Promise<ImportFileDto[]> {
    const titles = await this.repository.titlesOf([...new Set(files.map((f) => f.duplicateOf).filter((id): id is string => id !== null))]);
    const twins = await this.repository.pathsOf([...new Set(files.map((f) => f.duplicateOfFile).filter((id): id is string => id !== null))]);
    const paths = new Map(twins.map((t) => [t.id, t.path]));
    return files.map((f) => toImportFileDto(f, titles, paths));
  }
}
