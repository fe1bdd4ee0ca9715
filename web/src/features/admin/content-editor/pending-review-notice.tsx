import { Clock } from 'lucide-react';
import type { PendingReview } from '@proto/content/content.types';

/** Each waiting field by name: the transcript alone when only it waits, each analysis field that changed. */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  speaker: 'speaker',
  tags: 'tags',
  transcript: 'transcript',
  summary: 'summary',
  keyPoints: 'key points',
  topics: 'topics',
  language: 'language',
  qna: 'questions and answers',
  references: 'references',
  chapters: 'chapters',
};

/** Says what of a published item waits for an admin's approval, and that visitors still see the published version. */
export function PendingReviewNotice({ review, canApprove }: { review: PendingReview; canApprove: boolean }) {
  const fields = review.fields.map((field) => FIELD_NAMES[field] ?? field);
  const until = canApprove ? 'until you approve.' : "until an admin approves.";
  return (
    <div role="status" data-testid="pending-review" className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Clock className="size-4" aria-hidden />
        {fields.length > 0 ? 'Changes wait for review' : 'Reprocessing failed'}
      </p>
      {fields.length > 0 && <p>Waiting: {fields.join(', ')}.</p>}
      {review.error && <p>{review.error}</p>}
      <p className="text-muted-foreground">Visitors see the published version {until}</p>
    </div>
  );
}
