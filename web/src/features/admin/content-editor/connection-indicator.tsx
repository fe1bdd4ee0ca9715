import { cn } from '@/lib/utils';
import type { LiveConnection } from './live/live-transcript-state';

const LABEL: Record<LiveConnection, string> = { sse: 'SSE Connected', ws: 'WS Connected', none: 'Disconnected' };

export function ConnectionIndicator({ connection }: { connection: LiveConnection }) {
  const on = connection !== 'none';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        on ? 'border-success/40 text-success' : 'text-muted-foreground',
      )}
      data-testid="connection-indicator"
      role="status"
    >
      <span className={cn('size-2 rounded-full', on ? 'bg-success' : 'bg-muted-foreground/50')} aria-hidden />
      {LABEL[connection]}
    </span>
  );
}
