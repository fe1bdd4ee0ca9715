import { useTranslation } from 'react-i18next';
import { chapterIndexAt } from '@proto/content/chapters';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPlayerTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Chapter } from '@/types/api';

type ChaptersCardProps = {
  /** In time order (the content response's order). */
  chapters: readonly Chapter[];
  currentTime: number;
  onSeek: (seconds: number) => void;
  /** False when there is no player to seek (no media URL): the list only reads. */
  canSeek: boolean;
};

/** 'Chapters': the lecture's parts, the one playing marked; a click plays from its start. */
export function ChaptersCard({ chapters, currentTime, onSeek, canSeek }: ChaptersCardProps) {
  const { t } = useTranslation('content-page');
  const active = canSeek ? chapterIndexAt(chapters, currentTime) : -1;
  const anyGenerated = chapters.some((chapter) => chapter.generated);
  return (
    <Card data-testid="card-chapters">
      <CardHeader>
        <CardTitle>{t('chapters.title')}</CardTitle>
        {anyGenerated && <CardDescription>{t('chapters.generated')}</CardDescription>}
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1" data-testid="chapters-list">
          {chapters.map((chapter, index) => {
            const at = formatPlayerTime(chapter.startTimeSec);
            const body = (
              <>
                <span className="mt-0.5 shrink-0 font-mono text-xs text-muted-foreground tabular-nums">{at}</span>
                <span dir="auto" className="min-w-0 flex-1">
                  {chapter.title}
                </span>
              </>
            );
            return (
              <li key={`${chapter.startTimeSec}-${index}`}>
                {canSeek ? (
                  <button
                    type="button"
                    onClick={() => onSeek(chapter.startTimeSec)}
                    aria-current={index === active ? 'true' : undefined}
                    data-testid="chapter"
                    className={cn(
                      'flex w-full gap-3 rounded-md px-2 py-1.5 text-start text-sm leading-relaxed transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      index === active && 'bg-accent text-accent-foreground hover:bg-accent',
                    )}
                  >
                    {body}
                  </button>
                ) : (
                  <div className="flex gap-3 px-2 py-1.5 text-sm" data-testid="chapter">
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
