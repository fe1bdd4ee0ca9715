import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatLanguage, formatRecordedOn } from '@/lib/format';
import type { Content } from '@/types/api';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

export function InformationCard({ content }: { content: Content }) {
  const { t } = useTranslation('admin-editor');
  const format = content.audioMimeType ?? content.mediaMimeType;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('information.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          <Row term={t('information.speaker')}>
            <bdi>{content.speaker || t('information.unknown')}</bdi>
          </Row>
          {content.seriesName && (
            <Row term={t('information.series')}>
              <bdi>{content.seriesName}</bdi>
              {content.seriesPart ? t('information.part', { part: content.seriesPart }) : ''}
            </Row>
          )}
          {content.recordedOn && <Row term={t('information.recorded')}>{formatRecordedOn(content.recordedOn)}</Row>}
          {content.fileCreatedAt && <Row term={t('information.fileCreated')}>{formatDate(content.fileCreatedAt)}</Row>}
          <Row term={t('information.uploaded')}>{formatDate(content.createdAt)}</Row>
          {formatDate(content.updatedAt) !== formatDate(content.createdAt) && <Row term={t('information.updated')}>{formatDate(content.updatedAt)}</Row>}
          {format && <Row term={t('information.format')}>{format}</Row>}
          <Row term={t('information.language')}>{content.language ? formatLanguage(content.language) : t('information.languageUnknown')}</Row>
          <div className="grid gap-2 py-1.5">
            <dt className="text-muted-foreground">{t('information.tags')}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {content.tags.length > 0 ? content.tags.map((tag) => (
                  <Badge key={tag} variant="secondary" dir="auto">
                    {tag}
                  </Badge>
                )) : <span className="text-muted-foreground">{t('information.noTags')}</span>}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
