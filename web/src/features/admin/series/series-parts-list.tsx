import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Series } from '@/types/api';
import { statusBadgeVariant } from '../lib/content-status';
import { errorMessage } from '../lib/error-message';
import { useMovePart, useRemovePart } from './series-api';

/** After the list is redrawn in its new order, the moved part's handle keeps the focus. */
function focusHandle(contentId: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-part-handle="${contentId}"]`)?.focus());
}

/**
 * The parts in order. Reorder by dragging a row onto another, or from the keyboard: focus a
 * part's handle and press the up or down arrow (Home and End for first and last), or use the
 * Move up and Move down buttons. Each move is one request; the server numbers the parts.
 */
export function SeriesPartsList({ series, canEdit }: { series: Series; canEdit: boolean }) {
  const { t } = useTranslation('admin-records');
  const move = useMovePart(series.id);
  const remove = useRemovePart(series.id);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = series.parts.length;
  const error = move.error ?? remove.error;

  function moveTo(contentId: string, title: string, part: number) {
    if (part < 1 || part > count) return;
    move.mutate(
      { contentId, part },
      {
        onSuccess: () => {
          setAnnouncement(t('parts.moved', { title, part, total: count }));
          focusHandle(contentId);
        },
      },
    );
  }

  function onHandleKey(event: KeyboardEvent, contentId: string, title: string, index: number) {
    const target = { ArrowUp: index, ArrowDown: index + 2, Home: 1, End: count }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target !== index + 1) moveTo(contentId, title, target);
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer.getData('text/plain');
    setDragged(null);
    setOver(null);
    const from = series.parts.findIndex((p) => p.content.id === id);
    const moved = series.parts[from];
    if (!moved || from === index) return;
    moveTo(id, moved.content.title, index + 1);
  }

  if (count === 0) {
    return <p className="text-sm text-muted-foreground">{t('parts.empty')}</p>;
  }
  return (
    <div className="grid gap-2">
      {canEdit && <p className="text-xs text-muted-foreground">{t('parts.dragHelp')}</p>}
      <ol className="grid gap-2" aria-label={t('parts.label')} data-testid="series-parts">
        {series.parts.map(({ part, content }, index) => (
          <li
            key={content.id}
            data-testid="series-part"
            data-content-id={content.id}
            draggable={canEdit && !move.isPending}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', content.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(content.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (!canEdit) return;
              event.preventDefault();
              setOver(content.id);
            }}
            onDrop={(event) => onDrop(event, index)}
            className={cn(
              'flex items-center gap-2 rounded-lg border bg-card p-2 sm:gap-3',
              dragged === content.id && 'opacity-50',
              over === content.id && dragged !== content.id && 'border-primary ring-2 ring-primary/30',
            )}
          >
            {canEdit && (
              <button
                type="button"
                data-part-handle={content.id}
                className="cursor-grab rounded-md p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('parts.reorder', { title: content.title, part, total: count })}
                aria-describedby="series-reorder-help"
                onKeyDown={(event) => onHandleKey(event, content.id, content.title, index)}
              >
                <GripVertical className="size-4" aria-hidden />
              </button>
            )}
            <span className="w-12 shrink-0 text-xs font-medium tabular-nums sm:w-14 sm:text-sm">{t('parts.part', { part })}</span>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link to={paths.admin.content.getHref(content.id)} className="line-clamp-2 text-sm font-medium break-words hover:underline" dir="auto" data-testid="series-part-title">
                {content.title}
              </Link>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {formatDuration(content.durationSeconds ?? 0)}
                <Badge variant={statusBadgeVariant(content.status)}>{t(`admin:contentStatus.dashboard.${content.status}`)}</Badge>
              </span>
            </div>
            {canEdit && (
              <div className="flex shrink-0 items-center">
                <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t('parts.moveUp', { title: content.title })} disabled={index === 0 || move.isPending} onClick={() => moveTo(content.id, content.title, index)}>
                  <ArrowUp aria-hidden />
                </Button>
                <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t('parts.moveDown', { title: content.title })} disabled={index === count - 1 || move.isPending} onClick={() => moveTo(content.id, content.title, index + 2)}>
                  <ArrowDown aria-hidden />
                </Button>
                <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t('parts.remove', { title: content.title })} disabled={remove.isPending} onClick={() => remove.mutate(content.id, { onSuccess: () => setAnnouncement(t('parts.removed', { title: content.title })) })}>
                  <X aria-hidden />
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <p id="series-reorder-help" className="sr-only">
        {t('parts.keyboardHelp')}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="series-announcement">
        {announcement}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(error) ?? t('parts.saveFailed')}
        </p>
      )}
    </div>
  );
}
