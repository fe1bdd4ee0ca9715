import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { splitSpeakerNames } from '@proto/speakers/speaker-names';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** SPEC's speaker string as links, one per speaker ('Shaykh Ahmad & Dr. Bilal': two pages). */
export function SpeakerLinks({ speaker, className, testId }: { speaker: string; className?: string; testId?: string }) {
  const names = splitSpeakerNames(speaker);
  return (
    <span dir="auto">
      {names.map((name, i) => (
        <Fragment key={name}>
          {i > 0 && ' & '}
          <Link to={paths.speaker.getHref(name)} className={cn('hover:text-foreground hover:underline', className)} data-testid={testId}>
            {name}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}
