import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { getMe, useUser } from '../api/get-me';
import { isUnauthorized, markSessionLost } from '../session-lost';
import { AuthCard } from './auth-card';

function AuthSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex min-h-dvh" role="status" aria-label={t('auth.loading')}>
      <div className="hidden w-80 flex-col gap-3 border-e p-4 md:flex">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-8 w-3/4" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      </div>
      <span className="sr-only">{t('auth.loadingText')}</span>
    </div>
  );
}

/** Skeleton while the session loads, the sign-in card when signed out, else the children. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { data: user, isPending, refetch } = useUser();
  const queryClient = useQueryClient();

  // Any staff read or action answered 401 means the session is gone: back to the sign-in card.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isUnauthorized(error)) return;
      // A 401 can also be a wrong current password: only a session the server no longer knows counts.
      void getMe()
        .then((user) => user === null && markSessionLost(queryClient))
        .catch(() => undefined);
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  // The stored user is only a head start: confirm the session with the server once.
  useEffect(() => {
    void refetch();
  }, [refetch]);

  if (isPending) return <AuthSkeleton />;
  if (!user) return <AuthCard />;
  return <>{children}</>;
}
