import { CheckCheck, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Content } from '@/types/api';
import type { RowControls } from './analysis-field-row';
import { pendingFields } from './field-review';

type Props = {
  content: Content;
  controls: RowControls;
  onAnalyseAgain: () => void;
  analysing: boolean;
  /** The request is on its way; once sent, staff may ask again (a newer request replaces an unanswered one). */
  starting: boolean;
};

/** 'Accept all' of what waits, and 'Analyse again' on the transcript as corrected. */
export function AnalysisReviewBar({ content, controls, onAnalyseAgain, analysing, starting }: Props) {
  const { t } = useTranslation('admin-editor');
  const waiting = pendingFields(content.aiMetadata);
  const canAnalyse = content.status !== 'processing' && content.status !== 'pending' && (content.transcriptLength ?? 0) > 0;
  if (!controls.canEdit) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {waiting.length > 0 && (
          <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ accept: waiting })}>
            <CheckCheck aria-hidden />
            {t('reviewBar.acceptAll')}
          </Button>
        )}
        {canAnalyse && (
          <Button type="button" size="sm" variant="outline" disabled={controls.busy || starting} onClick={onAnalyseAgain}>
            <RefreshCw aria-hidden className={analysing ? 'animate-spin' : undefined} />
            {analysing ? t('reviewBar.analysing') : t('reviewBar.analyseAgain')}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="analysis-review-note">
        {analysing
          ? t('reviewBar.analysingNote')
          : waiting.length > 0
            ? t('reviewBar.waiting', { count: waiting.length })
            : t('reviewBar.allChecked')}
      </p>
    </div>
  );
}
