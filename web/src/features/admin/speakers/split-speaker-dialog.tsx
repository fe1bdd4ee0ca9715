import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { SpeakerRecord } from '@/types/api';
import { FormField } from '../components/form-field';
import { errorMessage } from '../lib/error-message';
import { useSplitSpeaker } from './speakers-api';

type Props = { speaker: SpeakerRecord; contentIds: string[]; open: boolean; onOpenChange: (open: boolean) => void; onSplit: (made: SpeakerRecord) => void };

/** The lectures selected are another person's: they move to a new speaker, every other lecture stays. */
export function SplitSpeakerDialog({ speaker, contentIds, open, onOpenChange, onSplit }: Props) {
  const { t } = useTranslation('admin-records');
  const split = useSplitSpeaker(speaker.id);
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setMissing(true);
    setMissing(false);
    split.mutate({ name: name.trim(), contentIds }, { onSuccess: ({ to }) => onSplit(to) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('split.title')}</DialogTitle>
          <DialogDescription>
            <Trans t={t} i18nKey="split.description" values={{ selected: contentIds.length, name: speaker.name, total: speaker.lectureCount }} components={{ name: <bdi /> }} />
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id="split-name" label={t('split.name')} error={missing ? t('speakerForm.nameRequired') : undefined} hint={t('split.hint')}>
            <Input id="split-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} dir="auto" aria-describedby="split-name-message" />
          </FormField>
          {split.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(split.error) ?? t('split.failed')}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('split.cancel')}
            </Button>
            <Button type="submit" disabled={split.isPending} data-testid="split-speaker-confirm">
              {t('split.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
