import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dateFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { LogEntry } from './live/live-transcript-state';

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(date);
}

/** The expandable detailed progress log (last 50 lines). */
export function ProgressLog({ logs }: { logs: LogEntry[] }) {
  const { t } = useTranslation('admin-editor');
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;
  return (
    <div className="grid gap-2">
      <Button type="button" variant="ghost" size="sm" className="justify-self-start px-2" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown aria-hidden /> : <ChevronRight className="rtl:rotate-180" aria-hidden />}
        {open ? t('progressLog.hide', { count: logs.length }) : t('progressLog.show', { count: logs.length })}
      </Button>
      {open && (
        <ol className="max-h-64 overflow-y-auto rounded-md border bg-muted/40 p-3 font-mono text-xs" data-testid="progress-log">
          {logs.map((entry, index) => (
            <li
              key={`${entry.timestamp}-${index}`}
              className={cn('flex gap-3 py-0.5', entry.level === 'error' && 'text-destructive', entry.level === 'warn' && 'text-accent-foreground')}
            >
              <time className="shrink-0 text-muted-foreground" dateTime={entry.timestamp}>
                {timeOf(entry.timestamp)}
              </time>
              <span className="min-w-0 break-words">{entry.message}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
