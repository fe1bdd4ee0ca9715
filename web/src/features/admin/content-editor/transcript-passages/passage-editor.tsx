import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Merge, Play, Save, Scissors, Trash2, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { formatPlayerTime } from '@/lib/format';
import type { TimedSegment } from '@/types/api';
import { errorMessage } from '../../lib/error-message';
import { changePassage, draftPassages, mergeWithNext, removePassage, splitPassage, toPassages, type DraftPassage } from './passage-draft';
import { useSaveTranscript } from './transcript-api';
import { HeardWords } from './heard-words';

type Props = {
  contentId: string;
  segments: TimedSegment[];
  onDone: () => void;
  /** Plays the recording from a moment; absent without a player. */
  onPlay?: (seconds: number) => void;
};

/** The shortcut that plays the passage being corrected again from its start (shown in the editor). */
export const REPLAY_SHORTCUT = { label: 'Alt+R', matches: (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyR' };

/**
 * Staff correct the transcript passage by passage; every passage keeps the times of the recording.
 * Words the engine was unsure of are underlined; a passage's time plays it from its start, and
 * Alt+R plays the passage being corrected again.
 */
export function PassageEditor({ contentId, segments, onDone, onPlay }: Props) {
  const [passages, setPassages] = useState<DraftPassage[]>(() => draftPassages(segments));
  const save = useSaveTranscript(contentId);

  const split = (index: number, key: string) => {
    const field = document.getElementById(`passage-${key}`) as HTMLTextAreaElement | null;
    const result = splitPassage(passages, index, field?.selectionStart ?? 0);
    if (result) setPassages(result);
    else toast({ title: 'Place the cursor where the passage should split' });
  };

  const submit = () =>
    save.mutate(toPassages(passages), {
      onSuccess: () => {
        toast({ title: 'Transcript saved' });
        onDone();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Transcript not saved', description: errorMessage(error) ?? 'Please try again.' }),
    });

  return (
    <div className="grid gap-3" data-testid="passage-editor">
      <p className="text-sm text-muted-foreground">
        Correct the words of each passage; its times stay those of the recording. Split a passage at the cursor, or merge it with the next.
      </p>
      <p className="text-sm text-muted-foreground" data-testid="passage-editor-help">
        Underlined words are those the speech engine was unsure of: listen to them again.
        {onPlay && (
          <>
            {' '}
            Click a passage&apos;s time to play it from its start, or press <kbd className="rounded border bg-muted px-1 font-mono text-xs">{REPLAY_SHORTCUT.label}</kbd> while correcting it.
          </>
        )}
      </p>
      <ol className="grid max-h-[36rem] gap-3 overflow-y-auto pr-1">
        {passages.map((passage, index) => {
          const when = `${formatPlayerTime(passage.start)} – ${formatPlayerTime(passage.end)}`;
          return (
            // Alt+R pressed in the passage's field (the key bubbles here) replays the passage.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys from the field inside
            <li
              key={passage.key}
              className="grid gap-1.5 rounded-md border p-3"
              data-testid="passage"
              onKeyDown={(event) => {
                if (!onPlay || !REPLAY_SHORTCUT.matches(event)) return;
                event.preventDefault();
                onPlay(passage.start);
              }}
            >
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {onPlay ? (
                  <Button type="button" size="sm" variant="ghost" className="h-7 px-2 tabular-nums" onClick={() => onPlay(passage.start)} aria-label={`Play passage ${index + 1}, ${when}`}>
                    <Play aria-hidden />
                    {when}
                  </Button>
                ) : (
                  <span className="tabular-nums">{when}</span>
                )}
                {passage.edited && (
                  <Badge variant="outline">
                    Corrected by&nbsp;<bdi>{passage.edited.by}</bdi>
                  </Badge>
                )}
                <span className="ml-auto flex gap-1">
                  <Button type="button" size="sm" variant="ghost" onClick={() => split(index, passage.key)} aria-label={`Split passage ${index + 1} at the cursor`}>
                    <Scissors aria-hidden />
                    Split
                  </Button>
                  {index < passages.length - 1 && (
                    <Button type="button" size="sm" variant="ghost" onClick={() => setPassages(mergeWithNext(passages, index))} aria-label={`Merge passage ${index + 1} with the next`}>
                      <Merge aria-hidden />
                      Merge
                    </Button>
                  )}
                  <Button type="button" size="sm" variant="ghost" onClick={() => setPassages(removePassage(passages, index))} aria-label={`Remove passage ${index + 1}`}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              </div>
              <HeardWords passage={passage} />
              <Textarea
                id={`passage-${passage.key}`}
                aria-label={`Passage ${index + 1}, ${when}`}
                aria-keyshortcuts={onPlay ? REPLAY_SHORTCUT.label : undefined}
                rows={2}
                dir="auto"
                value={passage.text}
                onChange={(event) => setPassages(changePassage(passages, index, event.target.value))}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={submit} disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? 'Saving...' : 'Save Transcript'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          <X aria-hidden />
          Cancel
        </Button>
      </div>
    </div>
  );
}
