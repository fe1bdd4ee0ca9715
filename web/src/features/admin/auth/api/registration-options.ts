import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

/** GET /api/auth/registration: whether the Admin role can still be chosen (only before the first account). */
export function useRegistrationOptions() {
  return useQuery({ queryKey: ['/api/auth/registration'], queryFn: getQueryFn<{ adminRoleAvailable: boolean }>({ on401: 'throw' }) });
}
