import { Link } from 'react-router-dom';
import { Clock, FileText, User, Video } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import { textDirection } from '@/lib/text-direction';
import type { Content } from '@/types/api';

/** SPEC section 9: public cards show 3 tags, then '+N more'. */
const VISIBLE_TAGS = 3;

export function ContentCard({ item }: { item: Content }) {
  const hidden = item.tags.length - VISIBLE_TAGS;
  return (
    <Link
      to={paths.content.getHref(item.id)}
      className="group block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="content-card"
    >
      <Card className="flex h-full flex-col transition-shadow group-hover:shadow-md group-hover:border-primary/40" dir={textDirection(item.title)}>
        <CardHeader className="gap-2 pb-3">
          <CardTitle className="line-clamp-2 text-base group-hover:text-primary" dir="auto" data-testid="card-title">
            {item.mediaType === 'video' && <Video className="me-1.5 inline size-4 align-[-2px] text-muted-foreground" aria-label="Video" />}
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
        <CardContent className="flex flex-1 flex-col gap-3">
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
                <bdi>{item.transcriptLength.toLocaleString('en-US')} characters</bdi>
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
              {hidden > 0 && <Badge variant="outline">+{hidden} more</Badge>}
            </div>
          )}
        </CardContent>
      </Card>
    </Link>
  );
}
