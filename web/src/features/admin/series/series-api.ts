import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson, throwIfResNotOk } from '@/lib/api-client';
import type { Series, SeriesStatus, SeriesSummary } from '@/types/api';
import type { ContentLanguage } from '@proto/content/content-language';

export const seriesKeys = {
  all: ['/api/series'] as const,
  one: (id: string) => ['/api/series', id] as const,
};

export type SeriesFields = { title?: string; description?: string | null; language?: ContentLanguage | null; status?: SeriesStatus };

export function useSeriesList() {
  return useQuery({ queryKey: seriesKeys.all, queryFn: () => apiJson<SeriesSummary[]>('GET', '/api/series') });
}

export function useSeries(id: string) {
  return useQuery({ queryKey: seriesKeys.one(id), queryFn: () => apiJson<Series>('GET', `/api/series/${id}`) });
}

/** Every change answers the whole series: it replaces the cached one, and the list is read again. */
function useSeriesWrite<T>(write: (input: T) => Promise<Series>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (series) => {
      client.setQueryData(seriesKeys.one(series.id), series);
      void client.invalidateQueries({ queryKey: seriesKeys.all, exact: true });
    },
  });
}

export function useCreateSeries() {
  return useSeriesWrite((fields: SeriesFields) => apiJson<Series>('POST', '/api/series', fields));
}

export function useUpdateSeries(id: string) {
  return useSeriesWrite((patch: SeriesFields) => apiJson<Series>('PATCH', `/api/series/${id}`, patch));
}

export function useAddParts() {
  return useSeriesWrite(({ seriesId, contentIds }: { seriesId: string; contentIds: string[] }) => apiJson<Series>('POST', `/api/series/${seriesId}/parts`, { contentIds }));
}

export function useMovePart(id: string) {
  return useSeriesWrite(({ contentId, part }: { contentId: string; part: number }) => apiJson<Series>('PATCH', `/api/series/${id}/parts/${contentId}`, { part }));
}

export function useRemovePart(id: string) {
  return useSeriesWrite((contentId: string) => apiJson<Series>('DELETE', `/api/series/${id}/parts/${contentId}`));
}

/** PUT /api/series/{id}/artwork: the picture itself as the body; the server judges its bytes. */
export function useUploadSeriesArtwork(id: string) {
  return useSeriesWrite(async (file: File) => {
    const res = await apiFetch(`/api/series/${id}/artwork`, { method: 'PUT', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file });
    await throwIfResNotOk(res);
    return (await res.json()) as Series;
  });
}

/** DELETE /api/series/{id}/artwork: back to the drawn artwork. */
export function useRemoveSeriesArtwork(id: string) {
  return useSeriesWrite(() => apiJson<Series>('DELETE', `/api/series/${id}/artwork`));
}

export function useDeleteSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string; keptLectures: number }>('DELETE', `/api/series/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: seriesKeys.all }),
  });
}
