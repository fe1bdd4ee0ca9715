import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SpeakerLink, SpeakerRecord } from '@/types/api';
import { FormField } from '../components/form-field';
import type { SpeakerFields } from './speakers-api';

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** 'Website https://example.org' a line: the address last, its label before it; else the first line without an address. */
export function readLinks(text: string): SpeakerLink[] | { lineWithoutAddress: string } {
  const links: SpeakerLink[] = [];
  for (const line of lines(text)) {
    const [, label = '', url] = /^(.*?)\s*(https?:\/\/\S+)$/i.exec(line) ?? [];
    if (!url) return { lineWithoutAddress: line };
    links.push({ label: label.trim() || (url.replace(/^https?:\/\//i, '').split('/')[0] ?? url), url });
  }
  return links;
}

type Props = { speaker: SpeakerRecord; pending: boolean; error: string | null; onSubmit: (fields: SpeakerFields) => void };

/** A speaker's name, other spellings, biography and links, as admins edit them. */
export function SpeakerDetailsForm({ speaker, pending, error, onSubmit }: Props) {
  const { t } = useTranslation('admin-records');
  const [name, setName] = useState(speaker.name);
  const [spellings, setSpellings] = useState(speaker.otherSpellings.join('\n'));
  const [bio, setBio] = useState(speaker.bio ?? '');
  const [links, setLinks] = useState(speaker.links.map((l) => `${l.label} ${l.url}`).join('\n'));
  // What fails, worded when shown, so a message on screen follows a change of language.
  const [problem, setProblem] = useState<{ field: 'name' } | { field: 'links'; line: string } | null>(null);
  const nameError = problem?.field === 'name' ? t('speakerForm.nameRequired') : undefined;
  const linksError = problem?.field === 'links' ? t('speakerForm.linkNeedsAddress', { line: problem.line }) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem({ field: 'name' });
    const parsed = readLinks(links);
    if (!Array.isArray(parsed)) return setProblem({ field: 'links', line: parsed.lineWithoutAddress });
    setProblem(null);
    onSubmit({ name: name.trim(), otherSpellings: lines(spellings), bio: bio.trim() || null, links: parsed });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="speaker-name" label={t('speakerForm.name')} error={nameError} hint={t('speakerForm.nameHint')}>
        <Input id="speaker-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} dir="auto" aria-describedby="speaker-name-message" />
      </FormField>
      <FormField id="speaker-spellings" label={t('speakerForm.spellings')} hint={t('speakerForm.spellingsHint')}>
        <Textarea id="speaker-spellings" rows={3} value={spellings} onChange={(e) => setSpellings(e.target.value)} dir="auto" aria-describedby="speaker-spellings-message" />
      </FormField>
      <FormField id="speaker-bio" label={t('speakerForm.bio')}>
        <Textarea id="speaker-bio" rows={5} value={bio} onChange={(e) => setBio(e.target.value)} maxLength={5000} dir="auto" />
      </FormField>
      <FormField id="speaker-links" label={t('speakerForm.links')} error={linksError} hint={t('speakerForm.linksHint')}>
        <Textarea id="speaker-links" rows={3} value={links} onChange={(e) => setLinks(e.target.value)} aria-describedby="speaker-links-message" />
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={pending}>
          {t('speakerForm.save')}
        </Button>
      </div>
    </form>
  );
}
