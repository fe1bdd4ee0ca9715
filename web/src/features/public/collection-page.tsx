import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Mic, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContentHeader } from '@/components/content-header';
import { usePublicPages, type PublicSelection } from './api/public-pages';
import { ContentGrid } from './components/content-grid';
import { LoadMore } from '@/components/load-more';
import { SiteFooter } from './components/site-footer';
import { Subscribe } from './components/subscribe';

type Kind = 'speaker' | 'topic';

/** One speaker's or one topic's published lectures, newest first, with its own podcast feed. */
function CollectionPage({ kind, name }: { kind: Kind; name: string }) {
  const { t } = useTranslation('public');
  const selection: PublicSelection = kind === 'speaker' ? { speaker: name } : { topic: name };
  const pages = usePublicPages(selection);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const feed = `/feed.xml?${new URLSearchParams(kind === 'speaker' ? { speaker: name } : { topic: name }).toString()}`;
  const Icon = kind === 'speaker' ? Mic : Tag;

  useEffect(() => {
    document.title = `${name} - ${t('common:brand.name')}`;
  }, [name, t]);

  return (
    <div className="flex min-h-dvh flex-col">
      <ContentHeader />
      <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon className="size-4" aria-hidden />
              {kind === 'speaker' ? t('collection.speaker') : t('collection.topic')}
            </p>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl" dir="auto" data-testid="collection-title">
              {name}
            </h1>
          </div>
          <Subscribe feed={feed} testId="collection-feed-link" />
        </div>
        <ContentGrid items={items} isLoading={pages.isPending} isError={pages.isError} searching={false} />
        <LoadMore visible={pages.hasNextPage} loading={pages.isFetchingNextPage} onLoad={() => void pages.fetchNextPage()} />
      </main>
      <SiteFooter />
    </div>
  );
}

export function TopicPage() {
  const { tag = '' } = useParams();
  return <CollectionPage kind="topic" name={tag} />;
}
