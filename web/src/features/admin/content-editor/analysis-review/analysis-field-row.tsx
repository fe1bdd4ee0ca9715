import { useState, type ReactNode } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isSuggestionField, type ReviewedAnalysisField } from '@proto/content/analysis-ownership';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { AiMetadata } from '@/types/api';
import type { AnalysisReview } from './analysis-review-api';
import { linesOf, listOfLines, proposesChange, reviewOf } from './field-review';

/** Fields staff correct as text: one text, or a list typed one entry a line. */
const TEXT_FIELDS = new Set(['title', 'description', 'summary']);
const LIST_FIELDS = new Set(['tags', 'keyPoints', 'topics']);

export type RowControls = {
  canEdit: boolean;
  busy: boolean;
  onReview: (review: AnalysisReview, done?: () => void) => void;
};

type Props = {
  field: ReviewedAnalysisField;
  name: string;
  metadata: AiMetadata;
  controls: RowControls;
  /** The current value as the card shows it. */
  children: ReactNode;
  /** The proposal as the card shows it. */
  renderValue: (value: unknown) => ReactNode;
};

/** One analysis field: its value, whether a person owns it, the proposal beside it, and staff's controls. */
export function AnalysisFieldRow({ field, name, metadata, controls, children, renderValue }: Props) {
  const { t } = useTranslation('admin-editor');
  const review = reviewOf(metadata, field);
  const [draft, setDraft] = useState<string | null>(null);
  const editable = controls.canEdit && (TEXT_FIELDS.has(field) || LIST_FIELDS.has(field));
  const inputId = `analysis-${field}`;
  const save = () => {
    if (draft === null) return;
    const value = LIST_FIELDS.has(field) ? listOfLines(draft) : draft;
    controls.onReview({ analysis: { [field]: value } }, () => setDraft(null));
  };
  return (
    <div className="grid gap-1" data-testid={`analysis-field-${field}`} data-state={review.state}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {draft === null ? name : <label htmlFor={inputId}>{name}</label>}
      </dt>
      <dd className="grid min-w-0 gap-2 break-words">
        {draft === null ? (
          children
        ) : (
          <div className="grid gap-2">
            <Textarea id={inputId} rows={LIST_FIELDS.has(field) ? 4 : 3} value={draft} onChange={(event) => setDraft(event.target.value)} dir="auto" aria-describedby={`${inputId}-hint`} />
            {LIST_FIELDS.has(field) && (
              <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
                {t('review.oneALine')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={save} disabled={controls.busy}>
                {t('review.save')}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)} disabled={controls.busy}>
                {t('review.cancel')}
              </Button>
            </div>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={review.state === 'generated' ? 'gold' : 'outline'} data-testid="field-state">
            {t(`fieldState.${review.state}`)}
          </Badge>
          {controls.canEdit && review.proposal === undefined && metadata[field] !== undefined && (review.state === 'generated' || (review.state === 'edited' && isSuggestionField(field))) && (
            <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ accept: [field] })} aria-label={t('review.acceptField', { name: name.toLowerCase() })}>
              <Check aria-hidden />
              {t('review.accept')}
            </Button>
          )}
          {editable && draft === null && (
            <Button type="button" size="sm" variant="ghost" disabled={controls.busy} onClick={() => setDraft(linesOf(metadata[field]))} aria-label={t('review.editField', { name: name.toLowerCase() })}>
              <Pencil aria-hidden />
              {t('review.edit')}
            </Button>
          )}
        </div>
        {review.proposal !== undefined && proposesChange(metadata, field) && (
          <div className="grid gap-2 rounded-md border border-dashed border-primary/50 p-3" data-testid="analysis-proposal">
            <p className="text-xs font-medium text-muted-foreground">{t('review.proposed')}</p>
            {renderValue(review.proposal)}
            {controls.canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ accept: [field] })} aria-label={t('review.acceptProposed', { name: name.toLowerCase() })}>
                  <Check aria-hidden />
                  {t('review.accept')}
                </Button>
                <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ discard: [field] })} aria-label={t('review.discardProposed', { name: name.toLowerCase() })}>
                  <X aria-hidden />
                  {t('review.discard')}
                </Button>
              </div>
            )}
          </div>
        )}
      </dd>
    </div>
  );
}
