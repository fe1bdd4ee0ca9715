import { Link } from 'react-router-dom';
import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSeriesSpeakers } from '../api/get-speakers';

/** Who teaches a series: its speakers in order, each a link to their page. */
export function SeriesSpeakers({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const { data } = useSeriesSpeakers(slug);
  if (!data?.length) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground" data-testid="series-speakers">
      <Mic className="size-4" aria-hidden />
      <span className="sr-only">{t('seriesSpeakers.label')}</span>
      {data.map((speaker, i) => (
        <span key={speaker.id}>
          {i > 0 && <span aria-hidden>{t('seriesSpeakers.and')} </span>}
          <Link to={paths.speaker.getHref(speaker.name)} className="hover:text-foreground hover:underline" dir="auto">
            {speaker.name}
          </Link>
        </span>
      ))}
    </p>
  );
}
