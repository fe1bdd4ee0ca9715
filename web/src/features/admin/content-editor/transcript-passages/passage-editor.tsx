import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Merge, Play, Save, Scissors, Trash2, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin-editor');
  const [passages, setPassages] = useState<DraftPassage[]>(() => draftPassages(segments));
  const save = useSaveTranscript(contentId);

  const split = (index: number, key: string) => {
    const field = document.getElementById(`passage-${key}`) as HTMLTextAreaElement | null;
    const result = splitPassage(passages, index, field?.selectionStart ?? 0);
    if (result) setPassages(result);
    else toast({ title: t('passages.placeCursor') });
  };

  const submit = () =>
    save.mutate(toPassages(passages), {
      onSuccess: () => {
        toast({ title: t('passages.saved') });
        onDone();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('passages.notSaved'), description: errorMessage(error) ?? t('passages.tryAgain') }),
    });

  return (
    <div className="grid gap-3" data-testid="passage-editor">
      <p className="text-sm text-muted-foreground">
        {t('passages.intro')}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="passage-editor-help">
        {t('passages.underlined')}
        {onPlay && (
          <>
            {' '}
            <Trans
              t={t}
              i18nKey="passages.replayHelp"
              values={{ shortcut: REPLAY_SHORTCUT.label }}
              components={{ kbd: <kbd className="rounded border bg-muted px-1 font-mono text-xs" /> }}
            />
          </>
        )}
      </p>
      <ol className="grid max-h-[36rem] gap-3 overflow-y-auto pe-1">
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
                  <Button type="button" size="sm" variant="ghost" className="h-7 px-2 tabular-nums" onClick={() => onPlay(passage.start)} aria-label={t('passages.play', { number: index + 1, when })}>
                    <Play aria-hidden />
                    {when}
                  </Button>
                ) : (
                  <span className="tabular-nums">{when}</span>
                )}
                {passage.edited && (
                  <Badge variant="outline">
                    <Trans t={t} i18nKey="passages.correctedBy" values={{ name: passage.edited.by }} components={{ name: <bdi /> }} />
                  </Badge>
                )}
                <span className="ms-auto flex gap-1">
                  <Button type="button" size="sm" variant="ghost" onClick={() => split(index, passage.key)} aria-label={t('passages.splitLabel', { number: index + 1 })}>
                    <Scissors aria-hidden />
                    {t('passages.split')}
                  </Button>
                  {index < passages.length - 1 && (
                    <Button type="button" size="sm" variant="ghost" onClick={() => setPassages(mergeWithNext(passages, index))} aria-label={t('passages.mergeLabel', { number: index + 1 })}>
                      <Merge aria-hidden />
                      {t('passages.merge')}
                    </Button>
                  )}
                  <Button type="button" size="sm" variant="ghost" onClick={() => setPassages(removePassage(passages, index))} aria-label={t('passages.removeLabel', { number: index + 1 })}>
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              </div>
              <HeardWords passage={passage} />
              <Textarea
                id={`passage-${passage.key}`}
                aria-label={t('passages.field', { number: index + 1, when })}
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
          {save.isPending ? t('passages.saving') : t('passages.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          <X aria-hidden />
          {t('passages.cancel')}
        </Button>
      </div>
    </div>
  );
}
