import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import type { ImportDto } from './imports-api';
import { formatBytes, formatSeconds } from './import-format';

/** The counts shown, labelled by imports.figures.<count>. */
const FIGURES: (keyof ImportDto['counts'])[] = ['queued', 'uploading', 'stored', 'duplicates', 'transcribing', 'done', 'failed'];

/** The import's seven counts, bytes stored, rate and time left. */
export function ImportFigures({ value }: { value: ImportDto }) {
  const { t } = useTranslation('admin-library');
  const share = value.bytesTotal > 0 ? Math.round((value.bytesStored / value.bytesTotal) * 100) : 0;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" aria-label={t('imports.figures.label')}>
          {FIGURES.map((key) => (
            <div key={key} className="rounded-lg border bg-muted/30 p-3" data-testid={`count-${key}`}>
              <dt className="text-xs text-muted-foreground">{t(`imports.figures.${key}`)}</dt>
              <dd className={`text-2xl font-semibold tabular-nums ${key === 'failed' && value.counts.failed > 0 ? 'text-destructive' : ''}`}>{value.counts[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={t('imports.figures.bytesStored')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
            <div className="h-full bg-primary transition-[width]" style={{ width: `${share}%` }} />
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              {t('imports.figures.storedOf', { stored: formatBytes(value.bytesStored), total: formatBytes(value.bytesTotal) })}
            </span>
            <span>{value.bytesPerSecond > 0
                ? t('imports.figures.rate', { rate: formatBytes(value.bytesPerSecond), count: value.filesPerMinute })
                : t('imports.figures.noRate')}</span>
            {value.secondsLeft !== null && <span>{t('imports.figures.timeLeft', { time: formatSeconds(value.secondsLeft) })}</span>}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
