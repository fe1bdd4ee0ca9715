import { Link } from 'react-router-dom';
import { PanelLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/components/language/language-select';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { useSidebar } from './sidebar-context';

/** Sidebar toggle, logo and 'Admin', theme switch. */
export function AdminHeader() {
  const { t } = useTranslation('admin');
  const { toggle } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-background/90 px-3 backdrop-blur sm:px-4">
      <Button type="button" variant="ghost" size="icon" onClick={toggle} aria-label={t('header.toggleSidebar')} data-testid="sidebar-toggle">
        <PanelLeft aria-hidden className="rtl:-scale-x-100" />
      </Button>
      <Link to={paths.admin.root.getHref()} className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Logo className="size-6" />
        <span className="font-semibold">{t('header.admin')}</span>
      </Link>
      <div className="ms-auto flex items-center gap-1">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.getHref()}>{t('header.publicSite')}</Link>
        </Button>
        <LanguageSelect />
        <ThemeToggle />
      </div>
    </header>
  );
}
