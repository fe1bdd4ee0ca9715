import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';

/** Public 404 for any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  return (
    <main id="main" tabIndex={-1} className="outline-none mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-4 text-center">
      <Logo className="size-16" />
      <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild>
        <Link to={paths.home.getHref()}>{t('notFound.returnHome')}</Link>
      </Button>
    </main>
  );
}
