import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { Series } from '@/types/api';
import { FormField } from '../components/form-field';
import { errorMessage } from '../lib/error-message';
import { useAddParts, useCreateSeries, useSeriesList } from './series-api';

const NEW = '__new__';
const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; contentIds: string[]; onAdded: () => void };

/** The lectures selected in the library join a series (a new one, or one that exists) after its last part, in the order selected. */
export function AddToSeriesDialog({ open, onOpenChange, contentIds, onAdded }: Props) {
  const { t } = useTranslation('admin-records');
  const list = useSeriesList();
  const create = useCreateSeries();
  const add = useAddParts();
  const [choice, setChoice] = useState('');
  const [title, setTitle] = useState('');
  const [done, setDone] = useState<Series | null>(null);
  // What went wrong, worded when shown, so the message follows a change of language: the missing
  // title, or a failed call (the server's message, else ours).
  const [problem, setProblem] = useState<{ titleMissing: true } | { failure: string | null } | null>(null);
  const error = problem && ('failure' in problem ? (problem.failure ?? t('addToSeries.failed')) : t('seriesForm.titleRequired'));
  const target = choice || (list.data?.[0]?.id ?? NEW);
  const busy = create.isPending || add.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      if (target === NEW && !title.trim()) {
        setProblem({ titleMissing: true });
        return;
      }
      const seriesId = target === NEW ? (await create.mutateAsync({ title: title.trim() })).id : target;
      setDone(await add.mutateAsync({ seriesId, contentIds }));
      onAdded();
    } catch (failure) {
      setProblem({ failure: errorMessage(failure) });
    }
  }

  function close(next: boolean) {
    if (!next) {
      setDone(null);
      setProblem(null);
      setTitle('');
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addToSeries.title')}</DialogTitle>
          <DialogDescription>
            {done ? t('addToSeries.added') : t('addToSeries.selected', { count: contentIds.length })}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <div className="grid gap-3" data-testid="add-to-series-done">
            <p className="text-sm">
              <Trans t={t} i18nKey="addToSeries.nowHas" values={{ title: done.title, parts: t('series.parts', { count: done.parts.length }) }} components={{ name: <bdi className="font-medium" /> }} />
            </p>
            <DialogFooter>
              <Button variant="outline" type="button" onClick={() => close(false)}>
                {t('addToSeries.close')}
              </Button>
              <Button asChild>
                <Link to={paths.admin.seriesEdit.getHref(done.id)}>{t('addToSeries.openSeries')}</Link>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <FormField id="add-series-choice" label={t('addToSeries.series')}>
              <select id="add-series-choice" className={SELECT} value={target} onChange={(e) => setChoice(e.target.value)}>
                <option value={NEW}>{t('addToSeries.newSeriesOption')}</option>
                {list.data?.map((s) => (
                  <option key={s.id} value={s.id}>
                    {t('addToSeries.option', { title: s.title, parts: t('series.parts', { count: s.partCount }) })}
                  </option>
                ))}
              </select>
            </FormField>
            {target === NEW && (
              <FormField id="add-series-title" label={t('addToSeries.newSeriesTitle')}>
                <Input id="add-series-title" value={title} dir="auto" maxLength={300} onChange={(e) => setTitle(e.target.value)} />
              </FormField>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" type="button" onClick={() => close(false)}>
                {t('addToSeries.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {t('addToSeries.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
