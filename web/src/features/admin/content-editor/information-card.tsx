import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatRecordedOn } from '@/lib/format';
import type { Content } from '@/types/api';
import { languageName } from '../components/language-select';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

export function InformationCard({ content }: { content: Content }) {
  const format = content.audioMimeType ?? content.mediaMimeType;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          <Row term="Speaker">
            <bdi>{content.speaker || 'Unknown'}</bdi>
          </Row>
          {content.seriesName && (
            <Row term="Series">
              <bdi>{content.seriesName}</bdi>
              {content.seriesPart ? `, part ${content.seriesPart}` : ''}
            </Row>
          )}
          {content.recordedOn && <Row term="Recorded">{formatRecordedOn(content.recordedOn)}</Row>}
          {content.fileCreatedAt && <Row term="File created">{formatDate(content.fileCreatedAt)}</Row>}
          <Row term="Uploaded">{formatDate(content.createdAt)}</Row>
          {formatDate(content.updatedAt) !== formatDate(content.createdAt) && <Row term="Updated">{formatDate(content.updatedAt)}</Row>}
          {format && <Row term="Format">{format}</Row>}
          <Row term="Language">{languageName(content.language) ?? 'Not known yet'}</Row>
          <div className="grid gap-2 py-1.5">
            <dt className="text-muted-foreground">Tags</dt>
            <dd className="flex flex-wrap gap-1.5">
              {content.tags.length > 0 ? content.tags.map((tag) => (
                  <Badge key={tag} variant="secondary" dir="auto">
                    {tag}
                  </Badge>
                )) : <span className="text-muted-foreground">None</span>}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
