import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { errorMessage } from '../../lib/error-message';
import { clearStoredUser } from './auth-storage';
import { ME_PATH } from './get-me';

export function logout(): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/auth/logout');
}

/** Signing out clears every cached query (SPEC section 4); the user query becomes null. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearStoredUser();
      // Signed out first (the gate is watching this query), then every other cached query goes.
      queryClient.setQueryData([ME_PATH], null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_PATH });
      toast({ title: i18n.t('admin:auth.toast.loggedOut'), description: i18n.t('admin:auth.toast.loggedOutDescription') });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18n.t('admin:auth.toast.logoutFailed'), description: errorMessage(error) ?? i18n.t('admin:auth.toast.logoutFailedDescription') });
    },
  });
}
