import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, FileText, User, Video } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDuration, formatNumber } from '@/lib/format';
import { textDirection } from '@/lib/text-direction';
import type { Content } from '@/types/api';
import { ContentArtwork, type ArtworkLoading } from './content-artwork';

/** SPEC section 9: public cards show 3 tags, then '+N more'. */
const VISIBLE_TAGS = 3;

/** `artwork`: how urgently the card's picture loads (by its place in the grid). */
export function ContentCard({ item, artwork = 'lazy' }: { item: Content; artwork?: ArtworkLoading }) {
  const { t } = useTranslation('public');
  const hidden = item.tags.length - VISIBLE_TAGS;
  return (
    <Link
      to={paths.content.getHref(item)}
      className="group block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="content-card"
    >
      {/* The picture sits beside the title: the card stays as tall as its words, so the first row still shows on a laptop screen. */}
      <Card
        className="grid h-full grid-cols-[7.5rem_minmax(0,1fr)] grid-rows-[auto_1fr] transition-shadow group-hover:shadow-md group-hover:border-primary/40 sm:grid-cols-[9rem_minmax(0,1fr)]"
        dir={textDirection(item.title)}
      >
        <ContentArtwork item={item} loading={artwork} />
        <CardHeader className="gap-2 p-4 pb-3 sm:p-6 sm:ps-4 sm:pb-3">
          <CardTitle className="line-clamp-2 text-base group-hover:text-primary" dir="auto" data-testid="card-title">
            {item.mediaType === 'video' && <Video className="me-1.5 inline size-4 align-[-2px] text-muted-foreground" aria-label={t('contentCard.video')} />}
            {item.title}
          </CardTitle>
          {item.speaker && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <User className="size-3.5 shrink-0" aria-hidden />
              <span dir="auto" data-testid="card-speaker">
                {item.speaker}
              </span>
            </p>
          )}
        </CardHeader>
        <CardContent className="col-span-2 flex flex-col gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
          {item.description && (
            <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto" data-testid="card-description">
              {item.description}
            </p>
          )}
          <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1" data-testid="card-duration">
              <Clock className="size-3.5" aria-hidden />
              <bdi>{formatDuration(item.durationSeconds ?? 0)}</bdi>
            </span>
            {item.transcriptLength ? (
              <span className="flex items-center gap-1" data-testid="card-transcript-length">
                <FileText className="size-3.5" aria-hidden />
                <bdi>{t('contentCard.characters', { count: item.transcriptLength, characters: formatNumber(item.transcriptLength) })}</bdi>
              </span>
            ) : null}
          </div>
          {item.tags.length > 0 && (
            <div className="flex flex-wrap gap-1.5" data-testid="card-tags">
              {item.tags.slice(0, VISIBLE_TAGS).map((tag) => (
                <Badge key={tag} variant="secondary" dir="auto">
                  {tag}
                </Badge>
              ))}
              {hidden > 0 && <Badge variant="outline">{t('contentCard.moreTags', { hidden })}</Badge>}
            </div>
          )}
        </CardContent>
      </Card>
    </Link>
  );
}
