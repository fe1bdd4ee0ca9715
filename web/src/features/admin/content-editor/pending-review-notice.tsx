import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingReview } from '@proto/content/content.types';

/** Each waiting field by name (pendingReview.fields.<field>): the transcript alone when only it waits, each analysis field that changed. */
const FIELDS = new Set(['title', 'description', 'speaker', 'tags', 'transcript', 'summary', 'keyPoints', 'topics', 'language', 'qna', 'references', 'chapters']);

/** Says what of a published item waits for an admin's approval, and that visitors still see the published version. */
export function PendingReviewNotice({ review, canApprove }: { review: PendingReview; canApprove: boolean }) {
  const { t } = useTranslation('admin-editor');
  const fields = review.fields.map((field) => (FIELDS.has(field) ? t(`pendingReview.fields.${field}`) : field));
  return (
    <div role="status" data-testid="pending-review" className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Clock className="size-4" aria-hidden />
        {fields.length > 0 ? t('pendingReview.waitTitle') : t('pendingReview.failed')}
      </p>
      {fields.length > 0 && <p>{t('pendingReview.waiting', { fields: fields.join(t('pendingReview.separator')) })}</p>}
      {review.error && <p>{review.error}</p>}
      <p className="text-muted-foreground">{canApprove ? t('pendingReview.untilYou') : t('pendingReview.untilAdmin')}</p>
    </div>
  );
}
