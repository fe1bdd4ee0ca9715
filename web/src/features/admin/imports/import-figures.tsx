import { Card, CardContent } from '@/components/ui/card';
import type { ImportDto } from './imports-api';
import { formatBytes, formatSeconds } from './import-format';

const FIGURES: { key: keyof ImportDto['counts']; label: string }[] = [
  { key: 'queued', label: 'Queued' },
  { key: 'uploading', label: 'Uploading' },
  { key: 'stored', label: 'Stored' },
  { key: 'duplicates', label: 'Duplicates' },
  { key: 'transcribing', label: 'Transcribing' },
  { key: 'done', label: 'Done' },
  { key: 'failed', label: 'Failed' },
];

/** The import's seven counts, bytes stored, rate and time left. */
export function ImportFigures({ value }: { value: ImportDto }) {
  const share = value.bytesTotal > 0 ? Math.round((value.bytesStored / value.bytesTotal) * 100) : 0;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" aria-label="Import figures">
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="rounded-lg border bg-muted/30 p-3" data-testid={`count-${key}`}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={`text-2xl font-semibold tabular-nums ${key === 'failed' && value.counts.failed > 0 ? 'text-destructive' : ''}`}>{value.counts[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Bytes stored" aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
            <div className="h-full bg-primary transition-[width]" style={{ width: `${share}%` }} />
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              {formatBytes(value.bytesStored)} of {formatBytes(value.bytesTotal)} stored
            </span>
            <span>{value.bytesPerSecond > 0 ? `${formatBytes(value.bytesPerSecond)}/s, ${value.filesPerMinute} files a minute` : 'No files stored in the last minute'}</span>
            {value.secondsLeft !== null && <span>about {formatSeconds(value.secondsLeft)} left</span>}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
