import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@proto/i18n/languages';
import { useToast } from '@/components/ui/use-toast';
import { queryClient } from '@/lib/query-client';
import { browserSavesData, SaveDataContext } from '@/lib/save-data';

// Most visits never raise a toast: the toast widgets (Radix's toast, its layers and
// collection) are fetched with the first one, not with every page's first load.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ToasterOnFirstToast() {
  const { toasts } = useToast();
  // Once fetched it stays, so the notifications region does not come and go with each toast.
  const [raised, setRaised] = useState(false);
  if (toasts.length > 0 && !raised) setRaised(true);
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Radix's widgets (menus, tabs, sliders, tooltips) read the way the interface's language reads. */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={isLanguage(i18n.language) ? LANGUAGES[i18n.language].dir : 'ltr'}>{children}</DirectionProvider>;
}

/**
 * `client`: the server renders each page with its own; the browser uses the app's one.
 * `saveData`: the server's from the request's Save-Data header; the browser reads its own.
 */
export function AppProvider({ children, client = queryClient, saveData = browserSavesData() }: { children: ReactNode; client?: QueryClient; saveData?: boolean }) {
  return (
    <QueryClientProvider client={client}>
      <SaveDataContext value={saveData}>
        <LanguageDirection>
          {children}
          <ToasterOnFirstToast />
        </LanguageDirection>
      </SaveDataContext>
    </QueryClientProvider>
  );
}
