import type { ImportMetadata, MetadataOrigin } from '@lectures/proto';
import { folderMetadata } from './folder-metadata';
import type { ManifestEntry } from './manifest';
import type { TagFields } from './tag-metadata';

type Field = keyof ImportMetadata['origins'];
const FIELDS: Field[] = ['title', 'speaker', 'description', 'seriesName', 'seriesPart', 'recordedOn', 'language', 'tags'];
const MAX_TITLE = 500;

/**
 * The lecture a file becomes: each field from the manifest if it says it, else from the
 * file's tags, else from its folders and name. Each field's origin is kept for the report.
 */
export function mergeMetadata(path: string, manifest: ManifestEntry | null, tags: TagFields): ImportMetadata {
  const folder = folderMetadata(path);
  const layers: [MetadataOrigin, Partial<Record<Field, unknown>>][] = [
    ['manifest', manifest ?? {}],
    ['tags', tags],
    ['folder', { speaker: folder.speaker, seriesName: folder.seriesName, seriesPart: folder.seriesPart, recordedOn: folder.recordedOn }],
    ['file name', { title: folder.title }],
  ];
  const metadata: ImportMetadata = {
    title: folder.title,
    speaker: null,
    description: null,
    seriesName: null,
    seriesPart: null,
    recordedOn: null,
    language: null,
    tags: [],
    origins: {},
  };
  for (const field of FIELDS) {
    for (const [origin, layer] of layers) {
      const value = layer[field];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      (metadata as unknown as Record<Field, unknown>)[field] = value;
      metadata.origins[field] = origin;
      break;
    }
  }
  metadata.title = metadata.title.slice(0, MAX_TITLE);
  return metadata;
}
