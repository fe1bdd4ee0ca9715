import { useEffect, useMemo, useRef } from 'react';
import { cn } from '@/lib/utils';
import { formatPlayerTime } from '@/lib/format';
import type { TimedSegment } from '@/types/api';
import { activeSegmentIndex } from '../lib/active-segment';

type SyncedTranscriptProps = {
  segments: readonly TimedSegment[];
  currentTime: number;
  onSeek: (seconds: number) => void;
};

/** Timed passages: the one playing is highlighted and kept in view; a click seeks to it. */
export function SyncedTranscript({ segments, currentTime, onSeek }: SyncedTranscriptProps) {
  const sorted = useMemo(() => [...segments].sort((a, b) => a.start - b.start), [segments]);
  const active = activeSegmentIndex(sorted, currentTime);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (active < 0) return;
    const list = listRef.current;
    const el = list?.children[active] as HTMLElement | undefined;
    if (!list || !el) return;
    // Scroll the transcript box only, never the page.
    const top = el.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + el.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTo({ top: top - list.clientHeight / 3, behavior: 'smooth' });
    }
  }, [active]);

  return (
    <ol ref={listRef} className="relative max-h-96 space-y-1 overflow-y-auto pe-1" data-testid="synced-transcript">
      {sorted.map((segment, index) => (
        <li key={`${segment.start}-${segment.startChar}`}>
          <button
            type="button"
            onClick={() => onSeek(segment.start)}
            aria-current={index === active ? 'true' : undefined}
            data-testid="transcript-segment"
            className={cn(
              'flex w-full gap-3 rounded-md px-2 py-1.5 text-start text-[0.9375rem] leading-relaxed transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              index === active && 'bg-accent text-accent-foreground hover:bg-accent',
            )}
          >
            <span className="mt-0.5 shrink-0 font-mono text-xs text-muted-foreground tabular-nums">{formatPlayerTime(segment.start)}</span>
            <span dir="auto" className="min-w-0 flex-1">
              {segment.text}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
