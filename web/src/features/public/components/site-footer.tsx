import { useTranslation } from 'react-i18next';
import { Subscribe } from './subscribe';

export function SiteFooter() {
  const { t } = useTranslation('public');
  return (
    <footer className="flex flex-col items-center gap-2 border-t py-6 text-center text-sm text-muted-foreground">
      <p>{t('footer.copyright', { year: new Date().getFullYear(), name: t('common:brand.name'), tagline: t('common:brand.tagline') })}</p>
      <Subscribe feed="/feed.xml" testId="podcast-feed-link" />
    </footer>
  );
}
