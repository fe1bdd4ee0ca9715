import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, FileText, Calendar } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDuration, formatNumber, formatShortDate } from '@/lib/format';
import { textDirection } from '@/lib/text-direction';
import type { Content } from '@/types/api';
import { statusBadgeVariant } from '../lib/content-status';
import { estimatedWordCount } from './dashboard-filter-model';

type AdminContentCardProps = {
  content: Content;
  /** Shown for pending items when the user may approve. */
  onApprove?: (id: string) => void;
  approving?: boolean;
};

/** Dashboard card: duration, word count, upload date, 3 tags then '+N'; opens the detail. */
export function AdminContentCard({ content, onApprove, approving }: AdminContentCardProps) {
  const { t } = useTranslation('admin-library');
  const extraTags = content.tags.length - 3;
  return (
    <Card className="relative flex flex-col transition-shadow hover:shadow-md" data-testid="content-card" dir={textDirection(content.title)}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="line-clamp-2 text-base">
            <Link
              to={paths.admin.content.getHref(content.id)}
              className="rounded-sm outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {content.title}
            </Link>
          </CardTitle>
          <Badge variant={statusBadgeVariant(content.status)}>{t(`admin:contentStatus.dashboard.${content.status}`)}</Badge>
        </div>
        {content.speaker && (
          <p className="text-sm text-muted-foreground" dir="auto">
            {content.speaker}
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 pb-4">
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            <dt className="sr-only">{t('contentCard.duration')}</dt>
            <dd>
              <bdi>{formatDuration(content.durationSeconds ?? 0)}</bdi>
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden />
            <dt className="sr-only">{t('contentCard.words')}</dt>
            <dd>
              <bdi>{t('contentCard.wordCount', { count: estimatedWordCount(content), formatted: formatNumber(estimatedWordCount(content)) })}</bdi>
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden />
            <dt className="sr-only">{t('contentCard.uploaded')}</dt>
            <dd>{formatShortDate(content.createdAt)}</dd>
          </div>
        </dl>
        {content.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('contentCard.tags')}>
            {content.tags.slice(0, 3).map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" dir="auto">
                  {tag}
                </Badge>
              </li>
            ))}
            {extraTags > 0 && (
              <li>
                <Badge variant="outline">+{formatNumber(extraTags)}</Badge>
              </li>
            )}
          </ul>
        )}
      </CardContent>
      {onApprove && content.status === 'pending' && (
        <CardFooter className="relative z-10 pt-0">
          <Button type="button" size="sm" onClick={() => onApprove(content.id)} disabled={approving}>
            <CheckCircle2 aria-hidden />
            {t('contentCard.approve')}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
