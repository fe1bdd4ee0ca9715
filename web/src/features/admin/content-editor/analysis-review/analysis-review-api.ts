import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewedAnalysisField } from '@proto/content/analysis-ownership';
import type { Analysis } from '@proto/content/analysis.types';
import { apiJson } from '@/lib/api-client';
import type { Content } from '@/types/api';
import { CONTENT_PATH, invalidateContentQueries } from '../../api/content-keys';

/** What staff do to the analysis in one PATCH: their own values, fields accepted, proposals set aside. */
export type AnalysisReview = {
  analysis?: Partial<Pick<Analysis, 'title' | 'description' | 'tags' | 'summary' | 'keyPoints' | 'topics' | 'references'>> & {
    qna?: { q: string; a: string }[];
    /** Whether a chapter is still the machine's is the server's to say. */
    chapters?: { startTimeSec: number; title: string }[];
  };
  accept?: ReviewedAnalysisField[];
  discard?: ReviewedAnalysisField[];
};

export function reviewAnalysis(id: string, review: AnalysisReview): Promise<Content> {
  return apiJson<Content>('PATCH', `${CONTENT_PATH}/${encodeURIComponent(id)}`, review);
}

/** 'Analyse again': the analysis alone, on the transcript as corrected; its result comes back as proposals. */
export function analyseAgain(id: string): Promise<Content> {
  return apiJson<Content>('POST', `${CONTENT_PATH}/${encodeURIComponent(id)}/analyse-again`);
}

function useContentWrite<T>(id: string, write: (value: T) => Promise<Content>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (content) => {
      // The item routes answer with the transcript; keep what the editor already shows of it.
      queryClient.setQueryData([CONTENT_PATH, id], (old: Content | null | undefined) => (old ? { ...old, ...content } : content));
      await invalidateContentQueries(queryClient);
    },
  });
}

export function useReviewAnalysis(id: string) {
  return useContentWrite(id, (review: AnalysisReview) => reviewAnalysis(id, review));
}

export function useAnalyseAgain(id: string) {
  return useContentWrite(id, () => analyseAgain(id));
}
