import { useTranslation } from 'react-i18next';
import { formatLanguage } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AiMetadata } from '@/types/api';

/** The AI analysis: summary, key points, 'Related Topics' and language. */
export function ContentAnalysisCard({ metadata }: { metadata: AiMetadata }) {
  const { t } = useTranslation('content-page');
  const keyPoints = metadata.keyPoints?.filter(Boolean) ?? [];
  const topics = metadata.topics?.filter(Boolean) ?? [];
  return (
    <Card data-testid="card-content-analysis">
      <CardHeader>
        <CardTitle>{t('analysis.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        {metadata.summary && (
          <section className="space-y-1.5">
            <h4 className="font-medium">{t('analysis.summary')}</h4>
            <p className="leading-relaxed text-muted-foreground" dir="auto" data-testid="analysis-summary">
              {metadata.summary}
            </p>
          </section>
        )}
        {keyPoints.length > 0 && (
          <section className="space-y-1.5">
            <h4 className="font-medium">{t('analysis.keyPoints')}</h4>
            <ul className="list-disc space-y-1 ps-5 text-muted-foreground" data-testid="analysis-key-points">
              {keyPoints.map((point) => (
                <li key={point} dir="auto">
                  {point}
                </li>
              ))}
            </ul>
          </section>
        )}
        {topics.length > 0 && (
          <section className="space-y-1.5">
            <h4 className="font-medium">{t('analysis.relatedTopics')}</h4>
            <div className="flex flex-wrap gap-1.5" data-testid="analysis-topics">
              {topics.map((topic) => (
                <Badge key={topic} variant="gold" dir="auto">
                  {topic}
                </Badge>
              ))}
            </div>
          </section>
        )}
        {metadata.language && (
          <section className="flex items-center justify-between gap-2">
            <h4 className="font-medium">{t('analysis.language')}</h4>
            <span className="text-muted-foreground" data-testid="analysis-language">
              {formatLanguage(metadata.language)}
            </span>
          </section>
        )}
        <p className="text-xs text-muted-foreground" data-testid="analysis-source">
          {typeof metadata.analysedBy === 'string' && metadata.analysedBy
            ? t('analysis.generatedBy', { model: metadata.analysedBy })
            : t('analysis.generated')}
        </p>
      </CardContent>
    </Card>
  );
}
