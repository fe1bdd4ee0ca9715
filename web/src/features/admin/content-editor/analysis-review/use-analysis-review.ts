import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import type { Content } from '@/types/api';
import { CONTENT_PATH } from '../../api/content-keys';
import { errorMessage } from '../../lib/error-message';
import type { RowControls } from './analysis-field-row';
import { useAnalyseAgain, useReviewAnalysis, type AnalysisReview } from './analysis-review-api';

const POLL_MS = 1500;

/** Staff's writes to the analysis with their toasts, and the item read again while 'Analyse again' runs. */
export function useAnalysisReview(content: Content, canEdit: boolean) {
  const { t } = useTranslation('admin-editor');
  const queryClient = useQueryClient();
  const review = useReviewAnalysis(content.id);
  const again = useAnalyseAgain(content.id);
  const analysing = Boolean(content.analysingAgain) || again.isPending;

  useEffect(() => {
    if (!content.analysingAgain) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: [CONTENT_PATH, content.id] }), POLL_MS);
    return () => clearInterval(timer);
  }, [content.analysingAgain, content.id, queryClient]);

  const onReview = (change: AnalysisReview, done?: () => void) =>
    review.mutate(change, {
      onSuccess: () => {
        done?.();
        toast({ title: change.analysis ? t('reviewToast.updated') : change.discard ? t('reviewToast.discarded') : t('reviewToast.accepted') });
      },
      onError: (error) => toast({ variant: 'destructive', title: t('reviewToast.failed'), description: errorMessage(error) ?? t('reviewToast.failedDescription') }),
    });

  const analyseAgain = () =>
    again.mutate(undefined, {
      onSuccess: () => toast({ title: t('reviewToast.analysing'), description: t('reviewToast.analysingDescription') }),
      onError: (error) => toast({ variant: 'destructive', title: t('reviewToast.analysisFailed'), description: errorMessage(error) ?? t('reviewToast.analysisFailedDescription') }),
    });

  const controls: RowControls = { canEdit, busy: review.isPending, onReview };
  return { controls, analyseAgain, analysing, starting: again.isPending };
}
