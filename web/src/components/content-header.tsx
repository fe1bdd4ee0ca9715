import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { LanguageSelect } from '@/components/language/language-select';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/config/paths';

export function ContentHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-20 border-b bg-card/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-3">
        {/* On a phone only the logo shows: the link still says where it goes. */}
        <Link to={paths.home.getHref()} className="flex min-w-0 items-center gap-2 rounded-md font-semibold" aria-label={t('brand.name')}>
          <Logo />
          <span className="hidden truncate sm:inline">{t('brand.name')}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" asChild className="px-1.5 sm:px-4">
            <Link to={paths.speakersIndex.getHref()} data-testid="header-speakers-link">
              {t('contentHeader.speakers')}
            </Link>
          </Button>
          <Button variant="ghost" asChild className="px-1.5 sm:px-4">
            <Link to={paths.seriesIndex.getHref()} data-testid="header-series-link">
              {t('contentHeader.series')}
            </Link>
          </Button>
          <Button variant="ghost" asChild className="px-1.5 sm:px-4">
            <Link to={paths.topicsIndex.getHref()} data-testid="header-topics-link">
              {t('contentHeader.topics')}
            </Link>
          </Button>
          <LanguageSelect />
          <ThemeToggle />
          <Button variant="outline" asChild>
            <Link to={paths.home.getHref()} data-testid="back-to-library">
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {/* On a phone the arrow alone, so the header keeps its links on one line. */}
              <span className="sr-only sm:not-sr-only">{t('contentHeader.backToLibrary')}</span>
            </Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
