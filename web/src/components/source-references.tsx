import { BookOpen, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPlayerTime } from '@/lib/format';
import type { SourceReference } from '@/types/api';

/** Quran and hadith references, each with the moment it is cited; a moment plays from there when `onSeek` is given. */
export function SourceReferences({ references, onSeek }: { references: readonly SourceReference[]; onSeek?: (seconds: number) => void }) {
  const { t } = useTranslation('common');
  return (
    <ul className="grid gap-2 text-sm" data-testid="source-references">
      {references.map((reference) => {
        const Icon = reference.kind === 'quran' ? BookOpen : ScrollText;
        const time = formatPlayerTime(reference.startTimeSec);
        const at = t('sourceReferences.at', { time });
        return (
          <li key={reference.label} className="flex items-center gap-2">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0 flex-1">{reference.label}</span>
            {onSeek ? (
              <button
                type="button"
                className="shrink-0 text-xs font-medium text-primary underline-offset-2 hover:underline tabular-nums"
                onClick={() => onSeek(reference.startTimeSec)}
                aria-label={t('sourceReferences.playAt', { time, label: reference.label })}
              >
                {at}
              </button>
            ) : (
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{at}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
