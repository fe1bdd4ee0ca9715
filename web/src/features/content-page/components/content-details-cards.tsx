import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDuration, formatFileSizeMB } from '@/lib/format';
import type { Content } from '@/types/api';

function InfoRow({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** 'audio/mpeg' -> 'MPEG' (SPEC: the format is taken from audioMimeType); null when there is none. */
function formatName(mime: string | null): string | null {
  if (!mime) return null;
  return (mime.split('/')[1] ?? mime).split(';')[0]!.toUpperCase();
}

export function ContentInformationCard({ item }: { item: Content }) {
  const { t } = useTranslation('content-page');
  const size = item.audioFileSize ?? item.mediaFileSize;
  return (
    <Card data-testid="card-content-information">
      <CardHeader>
        <CardTitle>{t('information.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label={t('information.duration')} testId="info-duration">
            {formatDuration(item.durationSeconds ?? 0)}
          </InfoRow>
          <InfoRow label={t('information.published')} testId="info-published">
            {formatDate(item.createdAt)}
          </InfoRow>
          <InfoRow label={t('information.fileSize')} testId="info-size">
            {size !== null ? formatFileSizeMB(size) : t('information.unknown')}
          </InfoRow>
          <InfoRow label={t('information.format')} testId="info-format">
            {formatName(item.audioMimeType ?? item.mediaMimeType) ?? t('information.unknown')}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

export function TopicsCard({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('content-page');
  return (
    <Card data-testid="card-topics">
      <CardHeader>
        <CardTitle>{t('topics.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <Badge key={tag} variant="secondary" dir="auto" asChild>
            <Link to={paths.topic.getHref(tag)} className="hover:bg-secondary/70">
              {tag}
            </Link>
          </Badge>
        ))}
      </CardContent>
    </Card>
  );
}

export function DescriptionCard({ description }: { description: string }) {
  const { t } = useTranslation('content-page');
  return (
    <Card data-testid="card-description">
      <CardHeader>
        <CardTitle>{t('description.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="leading-relaxed whitespace-pre-line" dir="auto">
          {description}
        </p>
      </CardContent>
    </Card>
  );
}
