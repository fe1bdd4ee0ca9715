import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import type { User } from '@/types/api';
import { errorMessage } from '../../lib/error-message';
import { displayName } from '../../lib/display-name';
import { storeUser } from './auth-storage';
import { ME_PATH } from './get-me';

export type LoginInput = { username: string; password: string };

export function login(input: LoginInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      storeUser(user, true);
      queryClient.setQueryData([ME_PATH], user);
      toast({ title: i18n.t('admin:auth.toast.loginSuccess'), description: i18n.t('admin:auth.toast.welcomeBack', { name: displayName(user) }) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18n.t('admin:auth.toast.loginFailed'), description: errorMessage(error) ?? i18n.t('admin:auth.toast.invalidCredentials') });
    },
  });
}
