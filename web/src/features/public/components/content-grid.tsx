import { AlertCircle, Library, Loader2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Content } from '@/types/api';
import type { Moment } from '../api/search-moments';
import { ContentCard } from './content-card';
import { SearchMoments } from './search-moments';

type ContentGridProps = {
  items: readonly Content[];
  isLoading: boolean;
  isError: boolean;
  searching: boolean;
  /** While searching: where in each recording the words were said. */
  moments?: ReadonlyMap<string, readonly Moment[]>;
};

function StateMessage({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-16 text-center text-muted-foreground" data-testid={testId}>
      {icon}
      {children}
    </div>
  );
}

/** The card grid with its loading, error and both empty states (SPEC texts). */
export function ContentGrid({ items, isLoading, isError, searching, moments }: ContentGridProps) {
  const { t } = useTranslation('public');
  if (isLoading) {
    return (
      <StateMessage testId="home-loading" icon={<Loader2 className="size-6 animate-spin text-primary" aria-hidden />}>
        <p role="status">{t('contentGrid.loading')}</p>
      </StateMessage>
    );
  }
  if (isError) {
    return (
      <StateMessage testId="home-error" icon={<AlertCircle className="size-6 text-destructive" aria-hidden />}>
        <p role="alert">{t('contentGrid.failed')}</p>
      </StateMessage>
    );
  }
  if (items.length === 0) {
    return searching ? (
      <StateMessage testId="home-empty" icon={<SearchX className="size-6" aria-hidden />}>
        <p>{t('contentGrid.noMatches')}</p>
        <p className="text-sm">{t('contentGrid.noMatchesHint')}</p>
      </StateMessage>
    ) : (
      <StateMessage testId="home-empty" icon={<Library className="size-6" aria-hidden />}>
        <p>{t('contentGrid.empty')}</p>
        <p className="text-sm">{t('contentGrid.emptyHint')}</p>
      </StateMessage>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="content-grid">
      {items.map((item, index) => (
        <li key={item.id}>
          {/* The first picture goes first; the others load as they come near the screen. */}
          <ContentCard item={item} artwork={index === 0 ? 'first' : 'lazy'} />
          <SearchMoments contentId={item.id} moments={moments?.get(item.id) ?? []} />
        </li>
      ))}
    </ul>
  );
}
