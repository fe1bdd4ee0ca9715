import { Link } from 'react-router-dom';
import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import type { SeriesSummary } from '@/types/api';

/** Series as links: title, published parts, their total length and whether the series is complete. */
export function SeriesList({ series }: { series: SeriesSummary[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="series-list">
      {series.map((s) => (
        <li key={s.id}>
          <Link
            to={paths.series.getHref(s.slug)}
            className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="series-card"
          >
            {s.artworkUrl && (
              // Decorative beside the title; sized so the card never shifts as it loads.
              <img src={s.artworkUrl} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-md border object-cover" data-testid="series-card-artwork" />
            )}
            <span className="grid min-w-0 gap-2">
              <span className="flex items-start gap-2 font-medium" dir="auto">
                {!s.artworkUrl && <ListOrdered className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />}
                <span className="line-clamp-2">{s.title}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {t('seriesList.figures', { count: s.partCount, duration: formatDuration(s.totalDurationSeconds) })}
                <Badge variant="outline">{s.status === 'complete' ? t('seriesStatus.complete') : t('seriesStatus.ongoing')}</Badge>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
