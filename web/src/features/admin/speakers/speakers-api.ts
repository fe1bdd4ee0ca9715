import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SpeakerChange, SpeakerLecturesPage, SpeakerLink, SpeakerRecord, SpeakerRef, SpeakerSummary } from '@/types/api';

export const speakerKeys = {
  all: ['/api/speakers'] as const,
  list: (q: string) => ['/api/speakers', 'list', q] as const,
  one: (id: string) => ['/api/speakers', id] as const,
  lectures: (id: string) => ['/api/speakers', id, 'lectures'] as const,
  changes: ['/api/speakers', 'changes'] as const,
  series: (seriesId: string) => ['/api/series', seriesId, 'speakers'] as const,
};

export type SpeakerFields = { name?: string; otherSpellings?: string[]; bio?: string | null; links?: SpeakerLink[] };

/** GET /api/speakers: A-Z, or those any of whose spellings matches q. */
export function useSpeakers(q: string, enabled = true) {
  return useQuery({
    queryKey: speakerKeys.list(q),
    queryFn: () => apiJson<SpeakerSummary[]>('GET', `/api/speakers?${new URLSearchParams({ limit: '500', ...(q ? { q } : {}) }).toString()}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSpeaker(id: string) {
  return useQuery({ queryKey: speakerKeys.one(id), queryFn: () => apiJson<SpeakerRecord>('GET', `/api/speakers/${id}`) });
}

/** GET /api/speakers/{id}/lectures: every status, newest first, a page at a time. */
export function useStaffSpeakerLectures(id: string) {
  return useInfiniteQuery({
    queryKey: speakerKeys.lectures(id),
    initialPageParam: '',
    queryFn: ({ pageParam }) => apiJson<SpeakerLecturesPage>('GET', `/api/speakers/${id}/lectures?${new URLSearchParams({ limit: '50', ...(pageParam ? { cursor: pageParam } : {}) }).toString()}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSpeakerChanges() {
  return useQuery({ queryKey: speakerKeys.changes, queryFn: () => apiJson<SpeakerChange[]>('GET', '/api/speakers/changes') });
}

/** After a merge or split every list, page and lecture naming speakers may differ: all are read again. */
function useInvalidateSpeakers() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: speakerKeys.all });
    void client.invalidateQueries({ queryKey: ['/api/content'] });
  };
}

export function useUpdateSpeaker(id: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateSpeakers();
  return useMutation({
    mutationFn: (patch: SpeakerFields) => apiJson<SpeakerRecord>('PATCH', `/api/speakers/${id}`, patch),
    onSuccess: (speaker) => {
      client.setQueryData(speakerKeys.one(id), speaker);
      invalidate();
    },
  });
}

export function useMergeSpeakers() {
  const invalidate = useInvalidateSpeakers();
  return useMutation({
    mutationFn: ({ keep, merge }: { keep: string; merge: string[] }) => apiJson<SpeakerRecord>('POST', `/api/speakers/${keep}/merge`, { speakerIds: merge }),
    onSuccess: invalidate,
  });
}

export function useSplitSpeaker(id: string) {
  const invalidate = useInvalidateSpeakers();
  return useMutation({
    mutationFn: (body: { name: string; contentIds: string[] }) => apiJson<{ from: SpeakerRecord; to: SpeakerRecord }>('POST', `/api/speakers/${id}/split`, body),
    onSuccess: invalidate,
  });
}

export function useSeriesSpeakerNames(seriesId: string) {
  return useQuery({ queryKey: speakerKeys.series(seriesId), queryFn: () => apiJson<SpeakerRef[]>('GET', `/api/series/${seriesId}/speakers`) });
}

export function useSetSeriesSpeakers(seriesId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (speakers: string[]) => apiJson<SpeakerRef[]>('PUT', `/api/series/${seriesId}/speakers`, { speakers }),
    onSuccess: (speakers) => client.setQueryData(speakerKeys.series(seriesId), speakers),
  });
}
