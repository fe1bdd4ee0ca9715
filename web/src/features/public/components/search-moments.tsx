import { Link } from 'react-router-dom';
import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPlayerTime } from '@/lib/format';
import type { Moment } from '../api/search-moments';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The server's snippet (escaped text with <mark> around hits) as React nodes: no HTML is injected. */
function Snippet({ html }: { html: string }) {
  const parts = html.split(/(<mark>|<\/mark>)/);
  let marked = false;
  return (
    <>
      {parts.map((part, i) => {
        if (part === '<mark>' || part === '</mark>') {
          marked = part === '<mark>';
          return null;
        }
        const text = part.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
        return marked ? (
          <mark key={i} className="rounded-sm bg-accent/60 px-0.5 text-foreground">
            {text}
          </mark>
        ) : (
          <span key={i}>{text}</span>
        );
      })}
    </>
  );
}

/** Where in the recording the words were said: each opens the lecture at that moment. */
export function SearchMoments({ contentId, moments }: { contentId: string; moments: readonly Moment[] }) {
  const { t } = useTranslation('public');
  if (moments.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1.5" aria-label={t('searchMoments.label')} data-testid="search-moments">
      {moments.map((moment) => (
        <li key={moment.startTimeSec}>
          <Link
            to={`/content/${contentId}?t=${Math.floor(moment.startTimeSec)}`}
            className="flex items-start gap-2 rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="search-moment"
          >
            <PlayCircle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0" dir="auto">
              … <Snippet html={moment.snippet} /> … <span className="font-medium whitespace-nowrap text-foreground">{t('searchMoments.at', { time: formatPlayerTime(moment.startTimeSec) })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
