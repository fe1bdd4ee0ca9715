import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BacklogStatus } from '@proto/transcription/backlog.types';
import type { ImportDto, ImportFileDto, ImportFilesPage, ImportFileState, ImportSourceRef } from '@proto/imports/import.types';
import { apiJson } from '@/lib/api-client';

export type { BacklogStatus } from '@proto/transcription/backlog.types';
export type { ImportDto, ImportFileDto, ImportFileState, ImportMetadata } from '@proto/imports/import.types';

export const importKeys = {
  all: ['/api/imports'] as const,
  one: (id: string) => ['/api/imports', id] as const,
  files: (id: string, states: ImportFileState[] | null) => ['/api/imports', id, 'files', states?.join(',') ?? 'all'] as const,
  backlog: ['/api/transcription/backlog'] as const,
};

export interface NewImport {
  source: ImportSourceRef;
  dryRun: boolean;
  files?: { path: string; size: number; lastModified?: string }[];
  manifest?: { format: 'csv' | 'json'; base64: string };
}

/** Files one request may carry; a larger folder is sent in several. */
const FILES_PER_REQUEST = 1000;

export async function createImport(body: NewImport): Promise<ImportDto> {
  const [first, ...rest] = chunks(body.files ?? [], FILES_PER_REQUEST);
  const created = await apiJson<ImportDto>('POST', '/api/imports', { ...body, files: first ?? [] });
  let latest = created;
  for (const files of rest) latest = await apiJson<ImportDto>('POST', `/api/imports/${created.id}/files`, { files });
  return latest;
}

export function fetchFiles(id: string, states: ImportFileState[] | null, cursor?: string, limit = 200): Promise<ImportFilesPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (states) params.set('state', states.join(','));
  if (cursor) params.set('cursor', cursor);
  return apiJson<ImportFilesPage>('GET', `/api/imports/${id}/files?${params.toString()}`);
}

export function reportUploaded(importId: string, fileId: string, uploadURL: string): Promise<ImportFileDto> {
  return apiJson('POST', `/api/imports/${importId}/files/${fileId}/uploaded`, { uploadURL });
}

export function reportFailed(importId: string, fileId: string, reason: string): Promise<ImportFileDto> {
  return apiJson('POST', `/api/imports/${importId}/files/${fileId}/failed`, { reason });
}

export function useImports() {
  return useQuery({ queryKey: importKeys.all, queryFn: () => apiJson<ImportDto[]>('GET', '/api/imports') });
}

export function useImport(id: string) {
  return useQuery({ queryKey: importKeys.one(id), queryFn: () => apiJson<ImportDto>('GET', `/api/imports/${id}`) });
}

export function useImportFiles(id: string, states: ImportFileState[] | null) {
  return useQuery({ queryKey: importKeys.files(id, states), queryFn: () => fetchFiles(id, states), placeholderData: keepPreviousData });
}

export function useCreateImport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createImport, onSuccess: () => client.invalidateQueries({ queryKey: importKeys.all }) });
}

export function useStartImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ImportDto>('POST', `/api/imports/${id}/start`),
    onSuccess: (dto) => client.setQueryData(importKeys.one(id), dto),
  });
}

export function useRetryImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ImportDto>('POST', `/api/imports/${id}/retry`, {}),
    onSuccess: (dto) => {
      client.setQueryData(importKeys.one(id), dto);
      void client.invalidateQueries({ queryKey: ['/api/imports', id, 'files'] });
    },
  });
}

export function useBacklog() {
  return useQuery({ queryKey: importKeys.backlog, queryFn: () => apiJson<BacklogStatus>('GET', '/api/transcription/backlog'), refetchInterval: 5000 });
}

export function useSetBacklogPaused() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => apiJson<BacklogStatus>('PUT', '/api/transcription/backlog', { paused }),
    onSuccess: (status) => client.setQueryData(importKeys.backlog, status),
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
