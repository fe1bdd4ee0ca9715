import { ListOrdered, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { SeriesFacet as Facet } from '../api/search-moments';

type SeriesFacetProps = {
  facets: readonly Facet[];
  /** The chosen series' address, or '' for every series. */
  selected: string;
  onSelect: (slug: string) => void;
  /** False: the server counted only the first matching lectures (a word said almost everywhere). */
  complete: boolean;
};

const chip = 'inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The series the matching lectures are in, with how many each holds: choosing one keeps only its lectures. */
export function SeriesFacet({ facets, selected, onSelect, complete }: SeriesFacetProps) {
  const { t } = useTranslation('public');
  // A shared address can name a series none of today's matches are in: it stays visible, and removable.
  const shown = selected && !facets.some((f) => f.slug === selected) ? [...facets, { id: selected, slug: selected, title: selected, count: 0 }] : facets;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2" role="group" aria-labelledby="series-facet-label" data-testid="series-facet">
      <span id="series-facet-label" className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <ListOrdered className="size-4" aria-hidden />
        {t('seriesFacet.label')}
      </span>
      <button type="button" className={cn(chip, selected === '' ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted')} aria-pressed={selected === ''} onClick={() => onSelect('')} data-testid="series-facet-all">
        {t('seriesFacet.all')}
      </button>
      {shown.map((facet) => {
        const on = facet.slug === selected;
        return (
          <button
            key={facet.id}
            type="button"
            className={cn(chip, on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted')}
            aria-pressed={on}
            onClick={() => onSelect(on ? '' : facet.slug)}
            data-testid="series-facet-value"
          >
            <span className="truncate" dir="auto">
              {facet.title}
            </span>
            <span className={cn('tabular-nums', on ? 'text-primary-foreground/80' : 'text-muted-foreground')} aria-hidden>
              {facet.count}
            </span>
            <span className="sr-only">
              {t('seriesFacet.lectures', { count: facet.count })}
            </span>
            {on && <X className="size-3.5" aria-hidden />}
          </button>
        );
      })}
      {!complete && (
        <span className="text-xs text-muted-foreground" data-testid="series-facet-partial">
          {t('seriesFacet.partial')}
        </span>
      )}
    </div>
  );
}
