import { Link } from 'react-router-dom';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFixityReport, type FixityProblem, type FixityReport } from './fixity-api';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat('en-US');

const PROBLEM_TEXT: Record<FixityProblem['problem'], string> = {
  missing: 'Missing from storage',
  changed: 'Bytes changed since ingest',
};

function rate(bytesPerSecond: number): string {
  if (bytesPerSecond <= 0) return 'off';
  return `${Math.round((bytesPerSecond / 1048576) * 10) / 10} MB/s`;
}

function Summary({ report }: { report: FixityReport }) {
  const waiting = report.originals - report.hashed;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">Originals</dt>
        <dd className="text-lg font-semibold">{number.format(report.originals)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Verified intact</dt>
        <dd className="text-lg font-semibold">{number.format(report.intact)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Last check</dt>
        <dd className="font-medium">{report.lastCheckedAt ? timeFormat.format(new Date(report.lastCheckedAt)) : 'Not yet'}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Read rate</dt>
        <dd className="font-medium">
          {rate(report.bytesPerSecond)}, every {Math.round(report.intervalHours / 24)} days
        </dd>
      </div>
      {waiting > 0 && <p className="col-span-full text-muted-foreground">{number.format(waiting)} older originals are still being fingerprinted.</p>}
    </dl>
  );
}

/** Settings, admins only: whether every stored original is still there, byte for byte. */
export function FixityCard() {
  const { data, isPending, isError } = useFixityReport();
  const problems = data?.problems ?? [];
  const Icon = problems.length > 0 ? ShieldAlert : ShieldCheck;
  return (
    <Card data-testid="fixity-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className={problems.length > 0 ? 'size-5 text-destructive' : 'size-5 text-primary'} aria-hidden />
          Fixity
        </CardTitle>
        <CardDescription>Originals are never modified after upload; each is read again on a schedule and its SHA-256 compared with the one recorded at ingest.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Skeleton className="h-16 w-full" />}
        {isError && <p className="text-sm text-destructive">Failed to load the fixity report. Please try again later.</p>}
        {data && <Summary report={data} />}
        {data && problems.length === 0 && <p className="text-sm text-muted-foreground">No original is missing or changed.</p>}
        {problems.length > 0 && (
          <ul className="grid gap-2" aria-label="Originals missing or changed">
            {problems.map((problem) => (
              <li key={`${problem.objectKey}-${problem.detectedAt}`} className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
                <p className="font-medium text-destructive">{PROBLEM_TEXT[problem.problem]}</p>
                <p className="break-all font-mono text-xs text-muted-foreground">{problem.objectKey}</p>
                <p className="text-muted-foreground">
                  Found {timeFormat.format(new Date(problem.detectedAt))}
                  {problem.contentId && (
                    <>
                      {' · '}
                      <Link className="text-primary underline underline-offset-4" to={paths.admin.content.getHref(problem.contentId)}>
                        Open the lecture
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
