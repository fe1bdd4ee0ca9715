import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { TOO_UNCERTAIN_NOTE, type WithheldText } from '@proto/content/analysis.types';
import type { AiMetadata } from '@/types/api';

const FIELD_NAMES: Record<string, string> = {
  title: 'Suggested title',
  description: 'Suggested description',
  speaker: 'Suggested speaker',
  tags: 'Suggested tags',
  summary: 'Summary',
  keyPoints: 'Key point',
  topics: 'Topic',
  qna: 'Question and answer',
};

const withheldOf = (metadata: AiMetadata): WithheldText[] => (Array.isArray(metadata.withheld) ? (metadata.withheld as WithheldText[]) : []);

/**
 * What the analysis says of itself, for staff only: how much of the transcript the engine was sure
 * of, that it wrote no summary when too little was, and the generated texts the language filter
 * withheld (never in a field, never public).
 */
export function AnalysisNotes({ metadata }: { metadata: AiMetadata }) {
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
            <p className="font-medium">{TOO_UNCERTAIN_NOTE}</p>
            <p className="text-muted-foreground">Correct the underlined words of the transcript, then analyse it again, or write the summary yourself.</p>
          </div>
        </div>
      )}
      {share !== null && (
        <p className="text-xs text-muted-foreground" data-testid="certain-share">
          Heard with confidence: {Math.round(share * 100)}% of the transcript. Only those sentences were used for the summary, key points, title and description.
        </p>
      )}
      {withheld.length > 0 && (
        <section className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="withheld-texts" aria-labelledby="withheld-heading">
          <h3 id="withheld-heading" className="flex items-center gap-2 font-medium">
            <ShieldAlert className="size-4 text-destructive" aria-hidden />
            Withheld by the language filter
          </h3>
          <p className="text-xs text-muted-foreground">Never shown in a field or to visitors. Most often a misheard word: check the transcript at that place.</p>
          <ul className="grid gap-1.5">
            {withheld.map((item, i) => (
              <li key={i} className="grid gap-0.5" data-testid="withheld-text">
                <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{FIELD_NAMES[item.field] ?? item.field}</span>
                <span dir="auto">
                  <s className="decoration-destructive/60">{item.text}</s> <span className="text-xs text-muted-foreground">(flagged: “{item.term}”)</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
