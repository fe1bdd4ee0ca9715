import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FixityReport } from '@proto/media/fixity.types';
import { apiJson } from '@/lib/api-client';

export type { FixityProblem, FixityReport } from '@proto/media/fixity.types';

/** GET /api/fixity (admins): originals checked by the fixity audit, and any missing or changed. */
export function fixityReportQueryOptions() {
  return queryOptions({
    queryKey: ['/api/fixity'],
    queryFn: () => apiJson<FixityReport>('GET', '/api/fixity'),
  });
}

export function useFixityReport() {
  return useQuery(fixityReportQueryOptions());
}
