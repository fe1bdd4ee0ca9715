import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SpeakerAvatar } from '@/components/speaker-avatar';
import { paths } from '@/config/paths';
import type { SpeakerSummary } from '@/types/api';

/** Speakers as links: picture, name and published lectures. */
export function SpeakerList({ speakers }: { speakers: SpeakerSummary[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="speaker-list">
      {speakers.map((s) => (
        <li key={s.id}>
          <Link
            to={paths.speaker.getHref(s.name)}
            className="flex h-full items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="speaker-card"
          >
            <SpeakerAvatar name={s.name} size="sm" />
            <span className="grid min-w-0 gap-0.5">
              <span className="truncate font-medium" dir="auto" data-testid="speaker-card-name">
                {s.name}
              </span>
              <span className="text-sm text-muted-foreground">
                {t('counts.lectures', { count: s.lectureCount })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
