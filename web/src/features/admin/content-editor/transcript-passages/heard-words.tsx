import { useTranslation } from 'react-i18next';
import type { DraftPassage } from './passage-draft';
import { markedWords } from './passage-draft';

/**
 * The passage as the engine heard it, the words it was unsure of underlined, so staff know where
 * to listen. Shown only while the passage is as heard and has such words.
 */
export function HeardWords({ passage }: { passage: DraftPassage }) {
  const { t } = useTranslation('admin-editor');
  const words = markedWords(passage);
  if (!words) return null;
  return (
    <p className="text-sm leading-relaxed text-muted-foreground" dir="auto" data-testid="heard-words">
      {words.map((w, i) => (
        <span key={i}>
          {i > 0 && ' '}
          {w.unsure ? (
            <span className="text-foreground underline decoration-gold decoration-wavy decoration-2 underline-offset-4" title={t('passages.unsureTitle')} data-low-confidence="">
              {w.word}
              <span className="sr-only"> {t('passages.unsure')}</span>
            </span>
          ) : (
            w.word
          )}
        </span>
      ))}
    </p>
  );
}
