import { useEffect } from 'react';
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
        toast({ title: change.analysis ? 'Analysis updated' : change.discard ? 'Proposal discarded' : 'Accepted' });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Update failed', description: errorMessage(error) ?? 'Failed to update the analysis. Please try again.' }),
    });

  const analyseAgain = () =>
    again.mutate(undefined, {
      onSuccess: () => toast({ title: 'Analysing again', description: 'The new analysis appears beside each field, to accept or discard.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Analysis failed', description: errorMessage(error) ?? 'Failed to start the analysis. Please try again.' }),
    });

  const controls: RowControls = { canEdit, busy: review.isPending, onReview };
  return { controls, analyseAgain, analysing, starting: again.isPending };
}
