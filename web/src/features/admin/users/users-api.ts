import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { User, UserRole } from '@/types/api';

export type ManagedUser = User & { disabled: boolean };

export const USERS_PATH = '/api/users';

/** GET /api/users (admin only): {users}. */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: [USERS_PATH],
    queryFn: async () => (await apiJson<{ users: ManagedUser[] }>('GET', USERS_PATH)).users,
  });
}

export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}

/** PATCH /api/users/{id}: role and/or disabled. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; role?: UserRole; disabled?: boolean }) =>
      apiJson<{ user: ManagedUser }>('PATCH', `${USERS_PATH}/${encodeURIComponent(id)}`, change),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<ManagedUser[]>([USERS_PATH], (old) => old?.map((u) => (u.id === user.id ? user : u)));
    },
  });
}
