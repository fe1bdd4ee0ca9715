import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { User } from '@/types/api';
import { storeUser } from '../auth/api/auth-storage';
import { ME_PATH } from '../auth/api/get-me';

/** PATCH /api/auth/me: the signed-in user's full name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fullName: string | null }) => apiJson<{ user: User }>('PATCH', ME_PATH, input),
    onSuccess: ({ user }) => {
      storeUser(user, false);
      queryClient.setQueryData([ME_PATH], user);
    },
  });
}

/** POST /api/auth/password: needs the current password; other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => apiJson<{ message: string }>('POST', '/api/auth/password', input),
  });
}

/** POST /api/auth/sessions/revoke-others: signs out every other device. */
export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/auth/sessions/revoke-others'),
  });
}
