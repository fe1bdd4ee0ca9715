import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ArrowLeft, Plus, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { splitSpeakerNames } from '@proto/speakers/speaker-names';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSpeakers } from './speakers-api';

type Props = {
  id: string;
  /** The speakers in order, by name. */
  value: string[];
  onChange: (names: string[]) => void;
  'aria-describedby'?: string;
};

const SUGGESTIONS = 6;

/**
 * Names a lecture's (or a series') speakers in order: type to find an existing speaker by any
 * spelling and pick it, or add the name as typed (the server makes it a speaker, or finds the
 * speaker it is another spelling of).
 */
export function SpeakerPicker({ id, value, onChange, 'aria-describedby': describedBy }: Props) {
  const { t } = useTranslation('admin-records');
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const found = useSpeakers(q, q !== '');
  const listId = useId();
  const chosen = new Set(value.map((name) => name.toLocaleLowerCase()));
  const suggestions = (q ? (found.data ?? []) : []).filter((s) => !chosen.has(s.name.toLocaleLowerCase())).slice(0, SUGGESTIONS);
  const exact = suggestions.some((s) => [s.name, ...s.otherSpellings].some((n) => n.toLocaleLowerCase() === typed.trim().toLocaleLowerCase()));

  const add = (names: string[]) => {
    const next = [...value];
    for (const name of names) if (!next.some((n) => n.toLocaleLowerCase() === name.toLocaleLowerCase())) next.push(name);
    onChange(next);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (typed.trim()) add(splitSpeakerNames(typed));
  };
  // A name typed and left (Save pressed next) is kept, as a plain text field would keep it.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const within = event.relatedTarget instanceof Node && event.currentTarget.closest('[data-testid="speaker-picker"]')?.contains(event.relatedTarget);
    if (!within && typed.trim()) add(splitSpeakerNames(typed));
  };
  const moveEarlier = (index: number) => {
    const next = [...value];
    next.splice(index - 1, 0, ...next.splice(index, 1));
    onChange(next);
  };

  return (
    <div className="grid gap-2" data-testid="speaker-picker">
      {value.length > 0 && (
        <ol className="flex flex-wrap gap-2" aria-label={t('picker.chosen')}>
          {value.map((name, index) => (
            <li key={name} className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 ps-3 pe-1 text-sm text-secondary-foreground" data-testid="speaker-chip">
              <bdi>{name}</bdi>
              {index > 0 && (
                <Button type="button" variant="ghost" size="icon" className="size-7 rounded-full" onClick={() => moveEarlier(index)} aria-label={t('picker.moveEarlier', { name })}>
                  <ArrowLeft className="size-3.5 rtl:rotate-180" aria-hidden />
                </Button>
              )}
              <Button type="button" variant="ghost" size="icon" className="size-7 rounded-full" onClick={() => onChange(value.filter((n) => n !== name))} aria-label={t('picker.remove', { name })}>
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Input
        id={id}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        placeholder={value.length > 0 ? t('picker.addAnother') : t('picker.placeholder')}
        dir="auto"
        autoComplete="off"
        aria-describedby={describedBy}
        aria-controls={listId}
      />
      <ul id={listId} className="flex flex-wrap gap-2" aria-live="polite">
        {suggestions.map((s) => (
          <li key={s.id}>
            <Button type="button" variant="outline" size="sm" onClick={() => add([s.name])} data-testid="speaker-suggestion">
              <bdi>{s.name}</bdi>
              <span className="text-muted-foreground">
                {t('speakers.lectures', { count: s.lectureCount })}
              </span>
            </Button>
          </li>
        ))}
        {typed.trim() && !exact && (
          <li>
            <Button type="button" variant="ghost" size="sm" onClick={() => add(splitSpeakerNames(typed))} data-testid="speaker-add-new">
              <Plus aria-hidden />
              <Trans t={t} i18nKey="picker.addNew" values={{ name: typed.trim() }} components={{ name: <bdi /> }} />
            </Button>
          </li>
        )}
      </ul>
    </div>
  );
}
