import { useEffect, useState } from 'react';
import { Loader2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { ContentHeader } from '@/components/content-header';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePublicSpeakers } from './api/get-speakers';
import { SiteFooter } from './components/site-footer';
import { SpeakerList } from './components/speaker-list';

/** /speakers: every speaker with published lectures, A-Z, and a box to find one by any spelling. */
export function SpeakersIndexPage() {
  const { t } = useTranslation('public');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { data, isPending, isError } = usePublicSpeakers(q);
  useEffect(() => {
    document.title = `${t('speakersIndex.title')} - ${t('common:brand.name')}`;
  }, [t]);
  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" data-testid="speakers-index-title">
            {t('speakersIndex.title')}
          </h1>
          <div className="relative w-full sm:w-72">
            <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('speakersIndex.searchPlaceholder')}
              aria-label={t('speakersIndex.searchLabel')}
              className="ps-9"
              dir="auto"
              data-testid="speakers-search"
            />
          </div>
        </div>
        {isPending && (
          <div className="flex justify-center py-16" role="status">
            <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
            <span className="sr-only">{t('speakersIndex.loading')}</span>
          </div>
        )}
        {isError && (
          <p role="alert" className="text-destructive">
            {t('speakersIndex.failed')}
          </p>
        )}
        {data?.length === 0 && <p className="text-muted-foreground">{q ? t('speakersIndex.noMatches') : t('speakersIndex.empty')}</p>}
        {data && data.length > 0 && <SpeakerList speakers={data} />}
      </main>
      <SiteFooter />
    </div>
  );
}
