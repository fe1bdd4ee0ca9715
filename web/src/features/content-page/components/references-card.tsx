import { useTranslation } from 'react-i18next';
import { SourceReferences } from '@/components/source-references';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SourceReference } from '@/types/api';

/** 'References': the Quran verses and hadith collections the lecture cites, each a link to its moment. */
export function ReferencesCard({ references, onSeek }: { references: readonly SourceReference[]; onSeek: (seconds: number) => void }) {
  const { t } = useTranslation('content-page');
  return (
    <Card data-testid="card-references">
      <CardHeader>
        <CardTitle>{t('references.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <SourceReferences references={references} onSeek={onSeek} />
        <p className="mt-3 text-xs text-muted-foreground">{t('references.generated')}</p>
      </CardContent>
    </Card>
  );
}
