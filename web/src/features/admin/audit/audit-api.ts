import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const AUDIT_ACTIONS = [
  'user.registered',
  'auth.signed-in',
  'auth.sign-in-failed',
  'auth.signed-out',
  'auth.password-changed',
  'media.uploaded',
  'content.edited',
  'content.approved',
  'content.reprocessed',
  'content.deleted',
  'user.changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  id: string;
  at: string;
  action: AuditAction;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  address: string;
  detail: Record<string, unknown>;
};

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
