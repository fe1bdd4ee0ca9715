import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function captionsPath(id: string): string {
  return `/api/content/${encodeURIComponent(id)}/captions.vtt`;
}

/** True when the WebVTT captions route answers 200 for this item. */
export async function getCaptionsAvailable(id: string): Promise<boolean> {
  const res = await apiFetch(captionsPath(id), { method: 'HEAD' });
  return res.ok && (res.headers.get('content-type') ?? '').includes('text/vtt');
}

export function captionsAvailableQueryOptions(id: string) {
  return queryOptions({
    queryKey: [captionsPath(id), 'available'],
    queryFn: () => getCaptionsAvailable(id),
  });
}

export function useCaptionsAvailable(id: string, enabled: boolean) {
  return useQuery({ ...captionsAvailableQueryOptions(id), enabled });
}
