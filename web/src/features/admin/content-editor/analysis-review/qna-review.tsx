import { useState } from 'react';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AiMetadata } from '@/types/api';
import type { RowControls } from './analysis-field-row';
import { proposesChange, reviewOf } from './field-review';

type Pair = { q: string; a: string };

const pairsOf = (value: unknown): Pair[] =>
  Array.isArray(value)
    ? value.map((item: { q?: string; a?: string; question?: string; answer?: string }) => ({ q: item.q ?? item.question ?? '', a: item.a ?? item.answer ?? '' }))
    : [];

/** Questions and answers: who owns them, accept, edit pair by pair, and a new analysis's pairs to accept or discard. */
export function QnaReview({ metadata, controls }: { metadata: AiMetadata; controls: RowControls }) {
  const { t } = useTranslation('admin-editor');
  const review = reviewOf(metadata, 'qna');
  const hasPairs = pairsOf(metadata.qna ?? metadata.questions).length > 0;
  const [draft, setDraft] = useState<Pair[] | null>(null);
  const set = (index: number, key: keyof Pair, value: string) => setDraft((pairs) => pairs && pairs.map((pair, i) => (i === index ? { ...pair, [key]: value } : pair)));
  if (draft !== null) {
    return (
      <div className="grid gap-3" data-testid="qna-editor">
        {draft.map((pair, index) => (
          <fieldset key={index} className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-xs text-muted-foreground">{t('qnaReview.questionNumber', { number: index + 1 })}</legend>
            <Input aria-label={t('qnaReview.questionNumber', { number: index + 1 })} value={pair.q} onChange={(event) => set(index, 'q', event.target.value)} dir="auto" />
            <Textarea aria-label={t('qnaReview.answerNumber', { number: index + 1 })} rows={2} value={pair.a} onChange={(event) => set(index, 'a', event.target.value)} dir="auto" />
            <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={() => setDraft(draft.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden />
              {t('qnaReview.remove')}
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => setDraft([...draft, { q: '', a: '' }])}>
            <Plus aria-hidden />
            {t('qnaReview.addOne')}
          </Button>
          <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ analysis: { qna: draft } }, () => setDraft(null))}>
            {t('review.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
            {t('review.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-2" data-testid="analysis-field-qna" data-state={review.state}>
      <div className="flex flex-wrap items-center gap-2">
        {(hasPairs || review.owner) && (
          <Badge variant={review.state === 'generated' ? 'gold' : 'outline'} data-testid="field-state">
            {t(`fieldState.${review.state}`)}
          </Badge>
        )}
        {controls.canEdit && review.state === 'generated' && review.proposal === undefined && review.pending && (
          <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['qna'] })} aria-label={t('qnaReview.accept')}>
            <Check aria-hidden />
            {t('review.accept')}
          </Button>
        )}
        {controls.canEdit && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(hasPairs ? pairsOf(metadata.qna ?? metadata.questions) : [{ q: '', a: '' }])} aria-label={hasPairs ? t('qnaReview.editLabel') : undefined}>
            <Pencil aria-hidden />
            {hasPairs ? t('review.edit') : t('qnaReview.add')}
          </Button>
        )}
      </div>
      {proposesChange(metadata, 'qna') && (
        <div className="grid gap-2 rounded-md border border-dashed border-primary/50 p-3" data-testid="analysis-proposal">
          <p className="text-xs font-medium text-muted-foreground">{t('review.proposed')}</p>
          <ol className="grid gap-1 text-sm">
            {pairsOf(review.proposal).map((pair, index) => (
              <li key={index}>
                {t('qna.question', { question: pair.q })} <span className="text-muted-foreground">{t('qna.answer', { answer: pair.a })}</span>
              </li>
            ))}
          </ol>
          {controls.canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['qna'] })} aria-label={t('qnaReview.acceptProposed')}>
                <Check aria-hidden />
                {t('review.accept')}
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ discard: ['qna'] })} aria-label={t('qnaReview.discardProposed')}>
                <X aria-hidden />
                {t('review.discard')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
