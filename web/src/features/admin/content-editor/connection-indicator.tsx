import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { ContentStatus } from '@/types/api';
import type { LiveConnection } from './live/live-transcript-state';

/**
 * Worded by connection.live.<sse|ws> when connected; without a live connection only an item still
 * processing is 'Disconnected' (connection.idle.<status>); the others have nothing to stream.
 */

export function ConnectionIndicator({ connection, status }: { connection: LiveConnection; status: ContentStatus }) {
  const { t } = useTranslation('admin-editor');
  const on = connection !== 'none';
  const lost = !on && status === 'processing';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        on ? 'border-success/40 text-success' : lost ? 'border-destructive/40 text-destructive' : 'text-muted-foreground',
      )}
      data-testid="connection-indicator"
      role="status"
    >
      <span className={cn('size-2 rounded-full', on ? 'bg-success' : lost ? 'bg-destructive' : 'bg-muted-foreground/50')} aria-hidden />
      {on ? t(`connection.live.${connection}`) : t(`connection.idle.${status}`)}
    </span>
  );
}
