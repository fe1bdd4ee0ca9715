import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Content } from '@/types/api';

export type Moment = { startTimeSec: number; endTimeSec: number; snippet: string };
export type SearchHit = Content & { matchedFields: string[]; passages: Moment[] };

const DEBOUNCE_MS = 300;

/** The search box's words, once typing pauses: one server search per pause, not per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** GET /api/search: published items with the moments the words were said. */
export function useSearchMoments(search: string) {
  const q = useSettled(search.trim());
  return useQuery({
    queryKey: ['/api/search', q],
    queryFn: () => apiJson<{ items: SearchHit[] }>('GET', `/api/search?q=${encodeURIComponent(q)}&limit=20`),
    enabled: q.length >= 2,
    select: (data) => data.items,
  });
}
