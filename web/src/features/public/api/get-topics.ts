import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type TopicCount = { tag: string; count: number };

/** GET /api/content/facets: the topics of published lectures, most used first, with their counts. */
export function usePublicTopics() {
  return useQuery({
    queryKey: ['/api/content/facets'],
    queryFn: async () => (await apiJson<{ topics: TopicCount[] }>('GET', '/api/content/facets')).topics,
  });
}
