import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
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
      toast({ title: 'Login successful', description: `Welcome back, ${displayName(user)}!` });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login failed', description: errorMessage(error) ?? 'Invalid username or password' });
    },
  });
}
