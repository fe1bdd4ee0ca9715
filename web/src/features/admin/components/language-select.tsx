import { CONTENT_LANGUAGES, type ContentLanguage } from '@proto/content/content-language';
import { useTranslation } from 'react-i18next';
import { formatLanguage } from '@/lib/format';
import { cn } from '@/lib/utils';

/** '' stands for no choice: the language is detected from the transcript. */
export type LanguageChoice = ContentLanguage | '';

type Props = {
  id: string;
  value: LanguageChoice;
  onChange: (value: LanguageChoice) => void;
  className?: string;
  'aria-describedby'?: string;
  /** The words of the '' choice. */
  emptyLabel?: string;
};

/** The spoken language of a recording: it picks the speech engine (SPEC decisions: languages). */
export function LanguageSelect({ id, value, onChange, className, emptyLabel, ...rest }: Props) {
  const { t } = useTranslation('admin');
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as LanguageChoice)}
      className={cn(
        'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        className,
      )}
      {...rest}
    >
      <option value="">{emptyLabel ?? t('languageSelect.detect')}</option>
      {CONTENT_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {formatLanguage(language)}
        </option>
      ))}
    </select>
  );
}
