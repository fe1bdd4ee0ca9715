import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MiniPlayerSlot } from '@/components/mini-player';

/** Every page: a skip link past its header to its <main id="main">, then the page, and the mini-player when a lecture plays on. */
export function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-2 focus:ring-ring"
        data-testid="skip-link"
      >
        {t('skipLink')}
      </a>
      <Outlet />
      <MiniPlayerSlot />
      <ScrollRestoration />
    </>
  );
}
