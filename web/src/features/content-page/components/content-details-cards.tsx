import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDuration, formatFileSizeMB } from '@/lib/format';
import type { Content } from '@/types/api';

function InfoRow({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** 'audio/mpeg' -> 'MPEG' (SPEC: the format is taken from audioMimeType). */
function formatName(mime: string | null): string {
  if (!mime) return 'Unknown';
  return (mime.split('/')[1] ?? mime).split(';')[0]!.toUpperCase();
}

export function ContentInformationCard({ item }: { item: Content }) {
  const size = item.audioFileSize ?? item.mediaFileSize;
  return (
    <Card data-testid="card-content-information">
      <CardHeader>
        <CardTitle>Content Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="Duration" testId="info-duration">
            {formatDuration(item.durationSeconds ?? 0)}
          </InfoRow>
          <InfoRow label="Published" testId="info-published">
            {formatDate(item.createdAt)}
          </InfoRow>
          <InfoRow label="File size" testId="info-size">
            {size !== null ? formatFileSizeMB(size) : 'Unknown'}
          </InfoRow>
          <InfoRow label="Format" testId="info-format">
            {formatName(item.audioMimeType ?? item.mediaMimeType)}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

export function TopicsCard({ tags }: { tags: readonly string[] }) {
  return (
    <Card data-testid="card-topics">
      <CardHeader>
        <CardTitle>Topics</CardTitle>
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
  return (
    <Card data-testid="card-description">
      <CardHeader>
        <CardTitle>Description</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="leading-relaxed whitespace-pre-line" dir="auto">
          {description}
        </p>
      </CardContent>
    </Card>
  );
}
