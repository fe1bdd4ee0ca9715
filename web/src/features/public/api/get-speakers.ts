import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SpeakerLecturesPage, SpeakerRecord, SpeakerRef, SpeakerSummary } from '@/types/api';

const LECTURES_PAGE = 24;

/** GET /api/speakers/public/{address}: a speaker by name (any spelling) or slug. */
export function publicSpeakerQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['/api/speakers/public', address],
    queryFn: () => apiJson<SpeakerRecord>('GET', `/api/speakers/public/${encodeURIComponent(address)}`),
    retry: false,
  });
}

export function usePublicSpeaker(address: string) {
  return useQuery(publicSpeakerQueryOptions(address));
}

/** GET /api/speakers/public/{address}/lectures: the speaker's published lectures, newest first, a page at a time. */
export function useSpeakerLectures(address: string, enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['/api/speakers/public', address, 'lectures'],
      initialPageParam: '',
      queryFn: ({ pageParam }) =>
        apiJson<SpeakerLecturesPage>('GET', `/api/speakers/public/${encodeURIComponent(address)}/lectures?${new URLSearchParams({ limit: String(LECTURES_PAGE), ...(pageParam ? { cursor: pageParam } : {}) }).toString()}`),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
    enabled,
  });
}

/** GET /api/speakers/public: speakers with published lectures A-Z (those matching `q` when given). */
export function usePublicSpeakers(q = '', limit = 500, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['/api/speakers/public', 'list', limit, q],
    queryFn: () => apiJson<SpeakerSummary[]>('GET', `/api/speakers/public?${new URLSearchParams({ limit: String(limit), ...(q ? { q } : {}) }).toString()}`),
  });
}

/** GET /api/series/public/{slug}/speakers: a published series' speakers in order. */
export function useSeriesSpeakers(slug: string) {
  return useQuery({
    queryKey: ['/api/series/public', slug, 'speakers'],
    queryFn: () => apiJson<SpeakerRef[]>('GET', `/api/series/public/${encodeURIComponent(slug)}/speakers`),
  });
}
