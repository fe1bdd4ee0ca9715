import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { ContentHeader } from '@/components/content-header';
import { SiteFooter } from './site-footer';

type IndexPageProps<T> = {
  /** The page's heading and the first part of its document title. */
  title: string;
  testId: string;
  /** Said while the list loads ('Loading series...'). */
  loading: string;
  /** Said when the list could not be loaded. */
  failed: string;
  /** Said when nothing is listed. */
  empty: string;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean };
  children: (items: T[]) => ReactNode;
};

/** An index of the library (series, topics): the header, a heading, the list or its loading, error and empty states, the footer. */
export function IndexPage<T>({ title, testId, loading, failed, empty, query, children }: IndexPageProps<T>) {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  useEffect(() => {
    document.title = `${title} - ${brand}`;
  }, [title, brand]);
  const { data, isPending, isError } = query;
  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-3xl" data-testid={testId}>
          {title}
        </h1>
        {isPending && (
          <div className="flex justify-center py-16" role="status">
            <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
            <span className="sr-only">{loading}</span>
          </div>
        )}
        {isError && (
          <p role="alert" className="text-destructive">
            {failed}
          </p>
        )}
        {data?.length === 0 && <p className="text-muted-foreground">{empty}</p>}
        {data && data.length > 0 && children(data)}
      </main>
      <SiteFooter />
    </div>
  );
}
