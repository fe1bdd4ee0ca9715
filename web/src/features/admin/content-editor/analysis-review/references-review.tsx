import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AiMetadata, SourceReference } from '@/types/api';
import type { RowControls } from './analysis-field-row';
import { proposesChange, reviewOf } from './field-review';

/** The references' state, accept, a wrong find removed, and a new analysis's references to accept or discard. */
export function ReferencesReview({ metadata, controls }: { metadata: AiMetadata; controls: RowControls }) {
  const { t } = useTranslation('admin-editor');
  const review = reviewOf(metadata, 'references');
  const references = metadata.references ?? [];
  const proposed = Array.isArray(review.proposal) ? (review.proposal as SourceReference[]) : [];
  return (
    <div className="grid gap-2" data-testid="analysis-field-references" data-state={review.state}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={review.state === 'generated' ? 'gold' : 'outline'} data-testid="field-state">
          {t(`fieldState.${review.state}`)}
        </Badge>
        {controls.canEdit && review.state === 'generated' && review.proposal === undefined && review.pending && (
          <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['references'] })} aria-label={t('references.accept')}>
            <Check aria-hidden />
            {t('review.accept')}
          </Button>
        )}
      </div>
      {controls.canEdit && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('references.removeList')}>
          {references.map((reference) => (
            <li key={reference.label}>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={controls.busy}
                onClick={() => controls.onReview({ analysis: { references: references.filter((r) => r !== reference) } })}
                aria-label={t('references.remove', { label: reference.label })}
              >
                <X aria-hidden />
                {reference.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {proposesChange(metadata, 'references') && (
        <div className="grid gap-2 rounded-md border border-dashed border-primary/50 p-3" data-testid="analysis-proposal">
          <p className="text-xs font-medium text-muted-foreground">{t('review.proposed')}</p>
          <p className="text-sm">{proposed.length > 0 ? proposed.map((r) => r.label).join(t('references.separator')) : t('references.none')}</p>
          {controls.canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['references'] })} aria-label={t('references.acceptProposed')}>
                <Check aria-hidden />
                {t('review.accept')}
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ discard: ['references'] })} aria-label={t('references.discardProposed')}>
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
