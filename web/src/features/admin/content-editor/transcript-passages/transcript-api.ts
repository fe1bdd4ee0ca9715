import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Content } from '@/types/api';
import type { TranscriptHistoryReply } from '@proto/content/transcript.types';
import { CONTENT_PATH, invalidateContentQueries } from '../../api/content-keys';

const historyKey = (id: string) => [CONTENT_PATH, id, 'transcript-edits'];

/** GET /api/content/{id}/transcript/edits: who corrected what, newest first. */
export function useTranscriptHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: () => apiJson<TranscriptHistoryReply>('GET', `${CONTENT_PATH}/${encodeURIComponent(id)}/transcript/edits`),
  });
}

/** PUT /api/content/{id}/transcript: the whole transcript, passage by passage. */
export function useSaveTranscript(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passages: { start: number; end: number; text: string }[]) =>
      apiJson<Content>('PUT', `${CONTENT_PATH}/${encodeURIComponent(id)}/transcript`, { passages }),
    onSuccess: async (content) => {
      queryClient.setQueryData([CONTENT_PATH, id], content);
      await queryClient.invalidateQueries({ queryKey: historyKey(id) });
      await invalidateContentQueries(queryClient);
    },
  });
}
