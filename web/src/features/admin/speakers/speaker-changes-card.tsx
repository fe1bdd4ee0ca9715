import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { SpeakerChange } from '@/types/api';
import { useSpeakerChanges } from './speakers-api';

function ChangeLine({ change }: { change: SpeakerChange }) {
  const name = change.speakerId ? (
    <Link to={paths.admin.speakerEdit.getHref(change.speakerId)} className="font-medium text-primary hover:underline">
      <bdi>{change.speakerName}</bdi>
    </Link>
  ) : (
    <bdi className="font-medium">{change.speakerName}</bdi>
  );
  const others = change.kind === 'merge' ? change.spellings.filter((s) => s !== change.speakerName) : change.spellings;
  const lectures = `${change.lectures} ${change.lectures === 1 ? 'lecture' : 'lectures'}`;
  return (
    <li className="grid gap-0.5 border-t py-2 text-sm first:border-t-0" data-testid="speaker-change">
      {change.kind === 'merge' ? (
        <span>
          {others.map((s, i) => (
            <span key={s}>
              {i > 0 && ', '}“<bdi>{s}</bdi>”
            </span>
          ))}{' '}
          merged into {name} ({lectures} moved)
        </span>
      ) : (
        <span>
          {name} split from “<bdi>{others[0]}</bdi>” ({lectures})
        </span>
      )}
      <span className="text-xs text-muted-foreground">
        {change.origin === 'migration' ? 'When speakers became records' : 'By staff'} · {formatDate(change.at)}
      </span>
    </li>
  );
}

/** What was merged and split: by the migration that made records of free-text speakers, then by staff. */
export function SpeakerChangesCard() {
  const { data, isError } = useSpeakerChanges();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Merges and splits</CardTitle>
        <CardDescription>Spellings folded into one speaker when speakers became records, and every change since</CardDescription>
      </CardHeader>
      <CardContent>
        {isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the changes. Please try again.
          </p>
        )}
        {data?.length === 0 && <p className="text-sm text-muted-foreground">Nothing merged or split yet.</p>}
        <ul data-testid="speaker-changes">{data?.map((change) => <ChangeLine key={change.id} change={change} />)}</ul>
      </CardContent>
    </Card>
  );
}
