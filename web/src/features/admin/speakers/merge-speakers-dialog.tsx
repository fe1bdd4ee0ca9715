import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { SpeakerSummary } from '@/types/api';
import { errorMessage } from '../lib/error-message';
import { useMergeSpeakers } from './speakers-api';

type Props = { speakers: SpeakerSummary[]; open: boolean; onOpenChange: (open: boolean) => void; onMerged: (kept: string) => void };

/** Two or more ways of writing one person become one speaker: staff choose the name kept. */
export function MergeSpeakersDialog({ speakers, open, onOpenChange, onMerged }: Props) {
  const { t } = useTranslation('admin-records');
  const merge = useMergeSpeakers();
  // The speaker with most lectures is the likely name to keep.
  const likely = [...speakers].sort((a, b) => b.lectureCount - a.lectureCount)[0]?.id ?? '';
  const [chosen, setChosen] = useState('');
  const keep = speakers.some((s) => s.id === chosen) ? chosen : likely;
  const lectures = speakers.reduce((sum, s) => sum + s.lectureCount, 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    merge.mutate(
      { keep, merge: speakers.filter((s) => s.id !== keep).map((s) => s.id) },
      {
        onSuccess: (kept) => {
          onOpenChange(false);
          onMerged(kept.id);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('merge.title')}</DialogTitle>
          <DialogDescription>
            {t('merge.description', { lectures: t('speakers.lectures', { count: lectures }), speakers: speakers.length })}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('merge.keep')}</legend>
            {speakers.map((s) => (
              <label key={s.id} className="flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary">
                <input type="radio" name="keep-speaker" value={s.id} checked={keep === s.id} onChange={() => setChosen(s.id)} className="accent-[var(--primary)]" />
                <bdi className="font-medium">{s.name}</bdi>
                <span className="text-muted-foreground">
                  {t('speakers.lectures', { count: s.lectureCount })}
                </span>
              </label>
            ))}
          </fieldset>
          {merge.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(merge.error) ?? t('merge.failed')}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('merge.cancel')}
            </Button>
            <Button type="submit" disabled={merge.isPending} data-testid="merge-speakers-confirm">
              {t('merge.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
