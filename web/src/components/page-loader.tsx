import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Full-area spinner while a lazy route module loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{t('pageLoader.loading')}</span>
    </div>
  );
}
