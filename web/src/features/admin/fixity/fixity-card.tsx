import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { dateFormat, formatNumber } from '@/lib/format';
import { useFixityReport, type FixityProblem, type FixityReport } from './fixity-api';

const when = (value: string) => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

function rate(bytesPerSecond: number, t: TFunction<'admin-settings'>): string {
  if (bytesPerSecond <= 0) return t('fixity.rateOff');
  return t('fixity.rate', { rate: Math.round((bytesPerSecond / 1048576) * 10) / 10 });
}

function Summary({ report }: { report: FixityReport }) {
  const { t } = useTranslation('admin-settings');
  const waiting = report.originals - report.hashed;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">{t('fixity.originals')}</dt>
        <dd className="text-lg font-semibold">{formatNumber(report.originals)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('fixity.intact')}</dt>
        <dd className="text-lg font-semibold">{formatNumber(report.intact)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('fixity.lastCheck')}</dt>
        <dd className="font-medium">{report.lastCheckedAt ? when(report.lastCheckedAt) : t('fixity.notYet')}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('fixity.readRate')}</dt>
        <dd className="font-medium">
          {t('fixity.schedule', { rate: rate(report.bytesPerSecond, t), count: Math.round(report.intervalHours / 24) })}
        </dd>
      </div>
      {waiting > 0 && <p className="col-span-full text-muted-foreground">{t('fixity.waiting', { number: formatNumber(waiting) })}</p>}
    </dl>
  );
}

/** Settings, admins only: whether every stored original is still there, byte for byte. */
export function FixityCard() {
  const { t } = useTranslation('admin-settings');
  const problemText: Record<FixityProblem['problem'], string> = { missing: t('fixity.missing'), changed: t('fixity.changed') };
  const { data, isPending, isError } = useFixityReport();
  const problems = data?.problems ?? [];
  const Icon = problems.length > 0 ? ShieldAlert : ShieldCheck;
  return (
    <Card data-testid="fixity-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className={problems.length > 0 ? 'size-5 text-destructive' : 'size-5 text-primary'} aria-hidden />
          {t('fixity.title')}
        </CardTitle>
        <CardDescription>{t('fixity.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Skeleton className="h-16 w-full" />}
        {isError && <p className="text-sm text-destructive">{t('fixity.loadFailed')}</p>}
        {data && <Summary report={data} />}
        {data && problems.length === 0 && <p className="text-sm text-muted-foreground">{t('fixity.allIntact')}</p>}
        {problems.length > 0 && (
          <ul className="grid gap-2" aria-label={t('fixity.problemsLabel')}>
            {problems.map((problem) => (
              <li key={`${problem.objectKey}-${problem.detectedAt}`} className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
                <p className="font-medium text-destructive">{problemText[problem.problem]}</p>
                <p className="break-all font-mono text-xs text-muted-foreground">{problem.objectKey}</p>
                <p className="text-muted-foreground">
                  {t('fixity.found', { date: when(problem.detectedAt) })}
                  {problem.contentId && (
                    <>
                      {' · '}
                      <Link className="text-primary underline underline-offset-4" to={paths.admin.content.getHref(problem.contentId)}>
                        {t('fixity.openLecture')}
                      </Link>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
