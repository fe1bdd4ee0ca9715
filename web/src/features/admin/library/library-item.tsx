import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Clock, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { formatDate, formatDuration } from '@/lib/format';
import { textDirection } from '@/lib/text-direction';
import { cn } from '@/lib/utils';
import type { Content } from '@/types/api';
import { statusBadgeVariant } from '../lib/content-status';
import type { LibraryView } from './library-model';

/** Staff who may build series tick lectures to add them to one at once. */
export type LibrarySelection = { isSelected: (id: string) => boolean; toggle: (item: Content, selected: boolean) => void };

export function LibraryItem({ item, view, selection }: { item: Content; view: LibraryView; selection?: LibrarySelection }) {
  const { t } = useTranslation('admin-library');
  const grid = view === 'grid';
  const selected = selection?.isSelected(item.id) ?? false;
  return (
    <Card className={cn('relative transition-shadow hover:shadow-md', selected && 'ring-2 ring-primary')} data-testid="library-item" dir={textDirection(item.title)}>
      <CardContent className={cn('grid gap-2 p-4', !grid && 'sm:grid-cols-[1fr_auto] sm:items-center', selection && 'ps-11')}>
        {selection && (
          // Above the card's stretched link, so ticking does not open the lecture.
          <Checkbox
            className="absolute start-4 top-5 z-10 size-5"
            checked={selected}
            onCheckedChange={(checked) => selection.toggle(item, checked === true)}
            aria-label={t('libraryItem.select', { title: item.title })}
            data-testid="library-select"
          />
        )}
        <div className="grid min-w-0 gap-1">
          <Link
            to={paths.admin.content.getHref(item.id)}
            className="line-clamp-2 font-medium outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {item.title}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1">
              <User className="size-3.5" aria-hidden />
              <bdi>{item.speaker || t('libraryItem.unknownSpeaker')}</bdi>
            </span>
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {formatDuration(item.durationSeconds ?? 0)}
            </span>
            <span>{formatDate(item.createdAt)}</span>
          </p>
          {grid && item.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground" dir="auto">
              {item.description}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={statusBadgeVariant(item.status)}>{t(`admin:contentStatus.dashboard.${item.status}`)}</Badge>
          {item.tags.slice(0, 3).map((tag) => (
            <Badge key={tag} variant="secondary" dir="auto">
              {tag}
            </Badge>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

export function LibraryItems({ items, view, selection }: { items: Content[]; view: LibraryView; selection?: LibrarySelection }) {
  return (
    <div className={cn('grid gap-3', view === 'grid' && 'sm:grid-cols-2 xl:grid-cols-3')}>
      {items.map((item) => (
        <LibraryItem key={item.id} item={item} view={view} selection={selection} />
      ))}
    </div>
  );
}
