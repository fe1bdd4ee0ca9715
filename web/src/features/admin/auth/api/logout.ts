import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../../lib/error-message';
import { clearStoredUser } from './auth-storage';
import { ME_PATH } from './get-me';

export function logout(): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/auth/logout');
}

/** Signing out clears every cached query (SPEC section 4), then marks the user as signed out. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearStoredUser();
      queryClient.clear();
      queryClient.setQueryData([ME_PATH], null);
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error) ?? 'Failed to logout' });
    },
  });
}
