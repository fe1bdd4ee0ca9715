import type { ContentLanguage } from '@proto/content/content-language';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { Content } from '@/types/api';
import { CONTENT_PATH, invalidateContentQueries } from './content-keys';

export type ContentUpdate = {
  title: string;
  description: string | null;
  speaker: string | null;
  tags: string[];
  /** null: detect it from the transcript again. */
  language?: ContentLanguage | null;
};

export function updateContent(id: string, update: ContentUpdate): Promise<Content> {
  return apiJson<Content>('PATCH', `${CONTENT_PATH}/${encodeURIComponent(id)}`, update);
}

/** Approve and the other actions share POST /api/content/{id}/{action}. */
export async function contentAction(id: string, action: 'approve' | 'reprocess', body?: { keepEditedPassages: boolean }): Promise<void> {
  await apiRequest('POST', `${CONTENT_PATH}/${encodeURIComponent(id)}/${action}`, body);
}

export async function deleteContent(id: string): Promise<void> {
  await apiRequest('DELETE', `${CONTENT_PATH}/${encodeURIComponent(id)}`);
}

export function useUpdateContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ContentUpdate) => updateContent(id, update),
    onSuccess: async (content) => {
      queryClient.setQueryData([CONTENT_PATH, id], (old: Content | null | undefined) => (old ? { ...old, ...content } : content));
      await invalidateContentQueries(queryClient);
    },
  });
}

export function useContentAction(action: 'approve' | 'reprocess') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => contentAction(id, action),
    onSuccess: () => invalidateContentQueries(queryClient),
  });
}

/** Reprocess; staff say whether the passages they corrected survive it. */
export function useReprocess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keepEditedPassages }: { id: string; keepEditedPassages?: boolean }) =>
      contentAction(id, 'reprocess', keepEditedPassages === undefined ? undefined : { keepEditedPassages }),
    onSuccess: () => invalidateContentQueries(queryClient),
  });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [CONTENT_PATH, id] });
      return invalidateContentQueries(queryClient);
    },
  });
}
