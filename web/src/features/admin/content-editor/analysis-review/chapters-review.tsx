import { useState } from 'react';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatPlayerTime } from '@/lib/format';
import type { Chapter, Content } from '@/types/api';
import type { RowControls } from './analysis-field-row';
import { chaptersOf, rowsOf, type ChapterRow } from './chapter-draft';
import { proposesChange, reviewOf } from './field-review';

type Props = {
  content: Content;
  /** Staff's review controls; without them (live results) the card only reads. */
  controls?: RowControls;
  onSeek: (seconds: number) => void;
  /** Where the player is: a new chapter starts there. */
  currentTime: () => number;
};

function ChapterList({ chapters, onSeek }: { chapters: readonly Chapter[]; onSeek: (seconds: number) => void }) {
  const { t } = useTranslation('admin-editor');
  return (
    <ol className="grid gap-1 text-sm" data-testid="chapters-review-list">
      {chapters.map((chapter, index) => (
        <li key={`${chapter.startTimeSec}-${index}`} className="flex items-center gap-3" data-testid="review-chapter" data-generated={chapter.generated}>
          <button type="button" className="shrink-0 font-mono text-xs text-primary tabular-nums underline-offset-2 hover:underline" onClick={() => onSeek(chapter.startTimeSec)} aria-label={t('chapters.playFrom', { time: formatPlayerTime(chapter.startTimeSec) })}>
            {formatPlayerTime(chapter.startTimeSec)}
          </button>
          <span dir="auto" className="min-w-0 flex-1 break-words">
            {chapter.title}
          </span>
          {chapter.generated && <span className="shrink-0 text-xs text-muted-foreground">{t('chapters.generated')}</span>}
        </li>
      ))}
    </ol>
  );
}

/** 'Chapters' in the editor: who owns them, accept, edit (add, rename, move, delete), and a new analysis's chapters to accept or discard. */
export function ChaptersReviewCard({ content, controls, onSeek, currentTime }: Props) {
  const { t } = useTranslation('admin-editor');
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
        <CardTitle>{t('chapters.title')}</CardTitle>
        <CardDescription>
          {review.state === 'generated' ? t('chapters.generatedDescription') : t('chapters.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows === null ? (
          <>
            {(chapters.length > 0 || review.owner) && (
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={review.state === 'generated' ? 'gold' : 'outline'} data-testid="field-state">
                  {t(`fieldState.${review.state}`)}
                </Badge>
                {controls?.canEdit && review.state === 'generated' && review.proposal === undefined && review.pending && (
                  <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['chapters'] })} aria-label={t('chapters.accept')}>
                    <Check aria-hidden />
                    {t('review.accept')}
                  </Button>
                )}
              </div>
            )}
            {chapters.length > 0 ? <ChapterList chapters={chapters} onSeek={onSeek} /> : <p className="text-sm text-muted-foreground">{t('chapters.empty')}</p>}
            {controls?.canEdit && (
              <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={() => setRows(chapters.length > 0 ? rowsOf(chapters) : [{ start: '0:00', title: '' }])}>
                <Pencil aria-hidden />
                {chapters.length > 0 ? t('chapters.edit') : t('chapters.add')}
              </Button>
            )}
          </>
        ) : (
          <div className="grid gap-2" data-testid="chapters-editor">
            {rows.map((row, index) => (
              <div key={index} className="flex items-center gap-2">
                <Input className="w-24 shrink-0 font-mono tabular-nums" aria-label={t('chapters.startLabel', { number: index + 1 })} placeholder={t('chapters.startPlaceholder')} value={row.start} onChange={(event) => set(index, 'start', event.target.value)} />
                <Input aria-label={t('chapters.titleLabel', { number: index + 1 })} value={row.title} onChange={(event) => set(index, 'title', event.target.value)} dir="auto" />
                <Button type="button" size="icon" variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))} aria-label={t('chapters.deleteLabel', { number: index + 1 })}>
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
                {t('chapters.addOne')}
              </Button>
              <Button type="button" size="sm" disabled={controls?.busy} onClick={save}>
                {t('review.save')}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => {
                  setRows(null);
                  setError(null);
                }}>
                {t('review.cancel')}
              </Button>
            </div>
          </div>
        )}
        {proposesChange(metadata, 'chapters') && (
          <div className="grid gap-2 rounded-md border border-dashed border-primary/50 p-3" data-testid="analysis-proposal">
            <p className="text-xs font-medium text-muted-foreground">{t('review.proposed')}</p>
            {proposed.length > 0 ? <ChapterList chapters={proposed} onSeek={onSeek} /> : <p className="text-sm">{t('chapters.none')}</p>}
            {controls?.canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" disabled={controls.busy} onClick={() => controls.onReview({ accept: ['chapters'] })} aria-label={t('chapters.acceptProposed')}>
                  <Check aria-hidden />
                  {t('review.accept')}
                </Button>
                <Button type="button" size="sm" variant="outline" disabled={controls.busy} onClick={() => controls.onReview({ discard: ['chapters'] })} aria-label={t('chapters.discardProposed')}>
                  <X aria-hidden />
                  {t('review.discard')}
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
