import { Calendar, Clock, FileText, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SpeakerLinks } from '@/components/speaker-links';
import { formatDate, formatDuration, formatNumber } from '@/lib/format';
import { textDirection } from '@/lib/text-direction';
import type { Content } from '@/types/api';
import { ShareButton } from './share-button';

/** Title block: title, speaker, duration, created date, transcript characters, Share. */
export function ContentSummary({ item, atSeconds = 0 }: { item: Content; atSeconds?: number }) {
  const { t } = useTranslation('content-page');
  return (
    <section className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between" dir={textDirection(item.title)}>
      <div className="min-w-0 space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl" dir="auto" data-testid="content-title">
          {item.title}
        </h1>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {item.speaker && (
            <li className="flex items-center gap-1.5">
              <User className="size-4" aria-hidden />
              <SpeakerLinks speaker={item.speaker} testId="content-speaker" />
            </li>
          )}
          <li className="flex items-center gap-1.5" data-testid="content-duration">
            <Clock className="size-4" aria-hidden />
            <bdi>{formatDuration(item.durationSeconds ?? 0)}</bdi>
          </li>
          <li className="flex items-center gap-1.5" data-testid="content-created">
            <Calendar className="size-4" aria-hidden />
            {formatDate(item.createdAt)}
          </li>
          {item.transcriptLength ? (
            <li className="flex items-center gap-1.5" data-testid="content-transcript-length">
              <FileText className="size-4" aria-hidden />
              <bdi>{t('summary.characters', { count: item.transcriptLength, characters: formatNumber(item.transcriptLength) })}</bdi>
            </li>
          ) : null}
        </ul>
      </div>
      <ShareButton title={item.title} atSeconds={atSeconds} />
    </section>
  );
}
