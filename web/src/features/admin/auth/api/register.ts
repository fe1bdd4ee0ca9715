import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import type { User, UserRole } from '@/types/api';
import { errorMessage } from '../../lib/error-message';
import { displayName } from '../../lib/display-name';
import { storeUser } from './auth-storage';
import { ME_PATH } from './get-me';

export type RegisterInput = {
  username: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  role: UserRole;
};

export function register(input: RegisterInput): Promise<User> {
  return apiJson<User>('POST', '/api/auth/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      storeUser(user, true);
      queryClient.setQueryData([ME_PATH], user);
      toast({ title: i18n.t('admin:auth.toast.registrationSuccess'), description: i18n.t('admin:auth.toast.welcome', { name: displayName(user) }) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18n.t('admin:auth.toast.registrationFailed'), description: errorMessage(error) ?? i18n.t('admin:auth.toast.registrationFailedDescription') });
    },
  });
}
