import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '@/lib/api-client';
import type { User } from '@/types/api';
import { clearStoredUser, readStoredUser, storeUser } from './auth-storage';
import { noteSessionLost } from '../session-notice';

export const ME_PATH = '/api/auth/me';

/** GET /api/auth/me: {user}; 401, 404 and non-JSON answers mean "not signed in" (null). */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  const res = await apiFetch(ME_PATH, { signal });
  if (res.status === 401 || res.status === 404) {
    // Someone was signed in here and the server no longer knows them: their session ended.
    if (res.status === 401 && readStoredUser()) noteSessionLost();
    clearStoredUser();
    return null;
  }
  await throwIfResNotOk(res);
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return null;
  const body = (await res.json()) as { user?: User | null };
  const user = body.user ?? null;
  if (user) storeUser(user, false);
  else clearStoredUser();
  return user;
}

/** The stored user (if fresh) is the initial data, so a reload shows the admin at once. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: [ME_PATH],
    queryFn: ({ signal }) => getMe(signal),
    initialData: () => readStoredUser()?.user,
    initialDataUpdatedAt: () => readStoredUser()?.timestamp,
  });
}

export function useUser() {
  return useQuery(meQueryOptions());
}
