import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Error element of every route: a crash or a failed chunk load shows this, not a blank page. */
export function RouteErrorBoundary() {
  const { t } = useTranslation('public');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  console.error(error);
  return (
    <main id="main" tabIndex={-1} className="outline-none mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{t('routeError.text')}</p>
      {detail && <p className="font-mono text-xs break-all text-muted-foreground">{detail}</p>}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button variant="outline" asChild>
          <a href={paths.home.getHref()}>{t('routeError.returnHome')}</a>
        </Button>
      </div>
    </main>
  );
}
