import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@proto/i18n/languages';
import { useLanguage } from '@/i18n/use-language';
import { cn } from '@/lib/utils';

/** The interface's language, each named in itself; the choice is kept for later visits. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguage();
  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <Languages aria-hidden className="pointer-events-none absolute start-2.5 size-4 text-muted-foreground sm:start-2" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        // On a phone the icon alone (its name would push the header's links off the screen); the list still names each language.
        className="h-9 w-9 cursor-pointer appearance-none rounded-md bg-transparent text-sm text-transparent hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:w-auto sm:ps-8 sm:pe-2 sm:text-foreground"
        data-testid="language-select"
      >
        {Object.entries(LANGUAGES).map(([code, { name }]) => (
          <option key={code} value={code} lang={code} className="bg-background text-foreground">
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
