import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, useLanguage } from '@/i18n';
import { cn } from '@/lib/utils';

/** The interface's language, each named in itself; the choice is kept for later visits. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguage();
  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <Languages aria-hidden className="pointer-events-none absolute start-2 size-4 text-muted-foreground" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md bg-transparent ps-8 pe-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="language-select"
      >
        {Object.entries(LANGUAGES).map(([code, { name }]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
