import { useState } from 'react';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatPlayerTime } from '@/lib/format';
import type { Chapter, Content } from '@/types/api';
import type { RowControls } from './analysis-field-row';
import { chaptersOf, rowsOf, type ChapterRow } from './chapter-draft';
import { STATE_LABEL, proposesChange, reviewOf } from './field-review';

type Props = {
  content: Content;
  /** Staff's review controls; without them (live results) the card only reads. */
  controls?: RowControls;
  onSeek: (seconds: number) => void;
  /** Where the player is: a new chapter starts there. */
  currentTime: () => number;
};

function ChapterList({ chapters, onSeek }: { chapters: readonly Chapter[]; onSeek: (seconds: number) => void }) {
  return (
    <ol className="grid gap-1 text-sm" data-testid="chapters-review-list">
      {chapters.map((chapter, index) => (
        <li key={`${chapter.startTimeSec}-${index}`} className="flex items-center gap-3" data-testid="review-chapter" data-generated={chapter.generated}>
          <button type="button" className="shrink-0 font-mono text-xs text-primary tabular-nums underline-offset-2 hover:underline" onClick={() => onSeek(chapter.startTimeSec)} aria-label={`Play from ${formatPlayerTime(chapter.startTimeSec)}`}>
            {formatPlayerTime(chapter.startTimeSec)}
          </button>
          <span dir="auto" className="min-w-0 flex-1 break-words">
            {chapter.title}
          </span>
          {chapter.generated && <span className="shrink-0 text-xs text-muted-foreground">generated</span>}
        </li>
      ))}
    </ol>
  );
}

/** 'Chapters' in the editor: who owns them, accept, edit (add, rename, move, delete), and a new analysis's chapters to accept or discard. */
export function ChaptersReviewCard({ content, controls, onSeek, currentTime }: Props) {
  const metadata = content.aiMetadata ?? {};
  const review = reviewOf(metadata, 'chapters');
  const chapters = content.chapters;
  const proposed = Array.isArray(review.proposal) ? [...(review.proposal as Chapter[])].sort((a, b) => a.startTimeSec - b.startTimeSec) : [];
  const [rows, setRows] = useState<ChapterRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (index: number, key: keyof ChapterRow, value: string) => setRows((list) => list && list.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const save = () => {
    if (!rows || !controls) return;
    const parsed = chaptersOf(rows, chapters);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    controls.onReview({ analysis: { chapters: parsed.chapters } }, () => setRows(null));
  };
  return (
    <Card data-testid="card-chapters-review" data-state={review.state}>
      <CardHeader>
        <CardTitle>Chapters</CardTitle>
        <CardDescription>
          {review.state === 'generated' ? 'Found where the lecture changes topic. Not public until accepted or edited.' : "Shown on the lecture's page, on its player and in podcast apps."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows === null ? (
          <>
            {(chapters.length > 0 || review.owner) && (
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={review.state === 'generated' ? 'gold' : 'outline'} data-testid="field-state">
                  {STATE_LABEL[review.state]}
                </Badge>
                {controls?.canEdit && review.state === 'generated' && review.proposal === undefined && review.pending && (
                  <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['chapters'] })} aria-label="Accept chapters">
                    <Check aria-hidden />
                    Accept
                  </Button>
                )}
              </div>
            )}
            {chapters.length > 0 ? <ChapterList chapters={chapters} onSeek={onSeek} /> : <p className="text-sm text-muted-foreground">No chapters. A lecture that changes topic gets them when it is analysed.</p>}
            {controls?.canEdit && (
              <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={() => setRows(chapters.length > 0 ? rowsOf(chapters) : [{ start: '0:00', title: '' }])}>
                <Pencil aria-hidden />
                {chapters.length > 0 ? 'Edit chapters' : 'Add chapters'}
              </Button>
            )}
          </>
        ) : (
          <div className="grid gap-2" data-testid="chapters-editor">
            {rows.map((row, index) => (
              <div key={index} className="flex items-center gap-2">
                <Input className="w-24 shrink-0 font-mono tabular-nums" aria-label={`Start of chapter ${index + 1}`} placeholder="m:ss" value={row.start} onChange={(event) => set(index, 'start', event.target.value)} />
                <Input aria-label={`Title of chapter ${index + 1}`} value={row.title} onChange={(event) => set(index, 'title', event.target.value)} dir="auto" />
                <Button type="button" size="icon" variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))} aria-label={`Delete chapter ${index + 1}`}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            ))}
            {error && (
              <p className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => setRows([...rows, { start: formatPlayerTime(currentTime()), title: '' }])}>
                <Plus aria-hidden />
                Add chapter
              </Button>
              <Button type="button" size="sm" disabled={controls?.busy} onClick={save}>
                Save
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => {
                  setRows(null);
                  setError(null);
                }}>
                Cancel
              </Button>
            </div>
          </div>
        )}
        {proposesChange(metadata, 'chapters') && (
          <div className="grid gap-2 rounded-md border border-dashed border-primary/50 p-3" data-testid="analysis-proposal">
            <p className="text-xs font-medium text-muted-foreground">Proposed by the new analysis</p>
            {proposed.length > 0 ? <ChapterList chapters={proposed} onSeek={onSeek} /> : <p className="text-sm">No chapters</p>}
            {controls?.canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['chapters'] })} aria-label="Accept the proposed chapters">
                  <Check aria-hidden />
                  Accept
                </Button>
                <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ discard: ['chapters'] })} aria-label="Discard the proposed chapters">
                  <X aria-hidden />
                  Discard
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
