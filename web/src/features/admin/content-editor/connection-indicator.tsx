import { cn } from '@/lib/utils';
import type { ContentStatus } from '@/types/api';
import type { LiveConnection } from './live/live-transcript-state';

const LIVE: Record<Exclude<LiveConnection, 'none'>, string> = { sse: 'SSE Connected', ws: 'WS Connected' };
/** Without a live connection: only an item still processing is 'Disconnected'; the others have nothing to stream. */
const IDLE: Record<ContentStatus, string> = {
  processing: 'Disconnected',
  pending: 'Awaiting processing',
  completed: 'Processing done',
  approved: 'Processing done',
  failed: 'Processing stopped',
};

export function ConnectionIndicator({ connection, status }: { connection: LiveConnection; status: ContentStatus }) {
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
      {on ? LIVE[connection] : IDLE[status]}
    </span>
  );
}
