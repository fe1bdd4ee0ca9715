import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild>
        <Link to={paths.admin.root.getHref()}>{t('notFound.goToDashboard')}</Link>
      </Button>
    </div>
  );
}
