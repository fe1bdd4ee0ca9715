import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WithheldText } from '@proto/content/analysis.types';
import { formatNumber } from '@/lib/format';
import type { AiMetadata } from '@/types/api';

/** The fields a withheld text was written for, named by notes.fields.<field>. */
const FIELDS = new Set(['title', 'description', 'speaker', 'tags', 'summary', 'keyPoints', 'topics', 'qna']);

const withheldOf = (metadata: AiMetadata): WithheldText[] => (Array.isArray(metadata.withheld) ? (metadata.withheld as WithheldText[]) : []);

/**
 * What the analysis says of itself, for staff only: how much of the transcript the engine was sure
 * of, that it wrote no summary when too little was, and the generated texts the language filter
 * withheld (never in a field, never public).
 */
export function AnalysisNotes({ metadata }: { metadata: AiMetadata }) {
  const { t } = useTranslation('admin-editor');
  const withheld = withheldOf(metadata);
  const share = typeof metadata.certainShare === 'number' ? metadata.certainShare : null;
  const tooUncertain = metadata.tooUncertain === true && !metadata.summary;
  if (!tooUncertain && withheld.length === 0 && share === null) return null;
  return (
    <div className="grid gap-2">
      {tooUncertain && (
        <div role="note" className="flex gap-3 rounded-md border border-gold/50 bg-gold/10 p-3 text-sm" data-testid="too-uncertain">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-gold-foreground" aria-hidden />
          <div>
            <p className="font-medium">{t('notes.tooUncertain')}</p>
            <p className="text-muted-foreground">{t('notes.tooUncertainHint')}</p>
          </div>
        </div>
      )}
      {share !== null && (
        <p className="text-xs text-muted-foreground" data-testid="certain-share">
          {t('notes.certainShare', { percent: formatNumber(Math.round(share * 100)) })}
        </p>
      )}
      {withheld.length > 0 && (
        <section className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="withheld-texts" aria-labelledby="withheld-heading">
          <h3 id="withheld-heading" className="flex items-center gap-2 font-medium">
            <ShieldAlert className="size-4 text-destructive" aria-hidden />
            {t('notes.withheld')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('notes.withheldHint')}</p>
          <ul className="grid gap-1.5">
            {withheld.map((item, i) => (
              <li key={i} className="grid gap-0.5" data-testid="withheld-text">
                <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{FIELDS.has(item.field) ? t(`notes.fields.${item.field}`) : item.field}</span>
                <span dir="auto">
                  <s className="decoration-destructive/60">{item.text}</s> <span className="text-xs text-muted-foreground">{t('notes.flagged', { term: item.term })}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
