import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SeriesStatus } from '@/types/api';
import { FormField } from '../components/form-field';
import { LanguageSelect, type LanguageChoice } from '../components/language-select';
import type { SeriesFields } from './series-api';

type Props = {
  idPrefix: string;
  initial?: { title: string; description: string | null; language: LanguageChoice | null; status: SeriesStatus };
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (fields: Required<SeriesFields>) => void;
};

const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

/** Title, description, language and status of a series: the create card and the edit page share it. */
export function SeriesDetailsForm({ idPrefix, initial, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation('admin-records');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [language, setLanguage] = useState<LanguageChoice>(initial?.language ?? '');
  const [status, setStatus] = useState<SeriesStatus>(initial?.status ?? 'ongoing');
  // Worded when shown, so the message follows a change of language.
  const [titleMissing, setTitleMissing] = useState(false);
  const titleError = titleMissing ? t('seriesForm.titleRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    setTitleMissing(false);
    onSubmit({ title: title.trim(), description: description.trim() || null, language: language || null, status });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id={id('title')} label={t('seriesForm.title')} error={titleError}>
        <Input id={id('title')} value={title} dir="auto" maxLength={300} onChange={(e) => setTitle(e.target.value)} aria-describedby={`${id('title')}-message`} aria-invalid={titleError ? true : undefined} />
      </FormField>
      <FormField id={id('description')} label={t('seriesForm.description')}>
        <Textarea id={id('description')} value={description} dir="auto" rows={3} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('language')} label={t('seriesForm.language')}>
          <LanguageSelect id={id('language')} value={language} onChange={setLanguage} />
        </FormField>
        <FormField id={id('status')} label={t('seriesForm.status')}>
          <select id={id('status')} value={status} onChange={(e) => setStatus(e.target.value as SeriesStatus)} className={SELECT}>
            <option value="ongoing">{t('seriesStatus.ongoing')}</option>
            <option value="complete">{t('seriesStatus.complete')}</option>
          </select>
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
