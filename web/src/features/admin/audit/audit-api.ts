import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '@proto/audit/audit.types';
import { apiJson } from '@/lib/api-client';

export { AUDIT_ACTIONS } from '@proto/audit/audit.types';
export type { AuditAction, AuditEntry } from '@proto/audit/audit.types';

const PAGE = 25;

/** GET /api/audit (admins): newest first, a page at a time, optionally one action. */
export function useAuditLog(action: AuditAction | null) {
  return useInfiniteQuery({
    queryKey: ['/api/audit', action],
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE) });
      if (action) params.set('action', action);
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<{ entries: AuditEntry[]; nextCursor: string | null }>('GET', `/api/audit?${params.toString()}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
