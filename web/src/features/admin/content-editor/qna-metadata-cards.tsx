import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWED_ANALYSIS_FIELDS, type ReviewedAnalysisField } from '@proto/content/analysis-ownership';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SourceReferences } from '@/components/source-references';
import { formatLanguage } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { AiMetadata, QnaItem } from '@/types/api';
import { contentLanguageOf } from '@proto/content/content-language';
import { AnalysisFieldRow, type RowControls } from './analysis-review/analysis-field-row';
import { ReferencesReview } from './analysis-review/references-review';
import { QnaReview } from './analysis-review/qna-review';

type Pair = { question: string; answer: string; live: boolean };

/** Question/answer pairs under either key name (questions or qna; question/answer or q/a). */
export function qnaPairs(metadata: AiMetadata | null | undefined, live: boolean): Pair[] {
  if (!metadata) return [];
  const list: QnaItem[] = [...(Array.isArray(metadata.qna) ? metadata.qna : []), ...(Array.isArray(metadata.questions) ? metadata.questions : [])];
  return list
    .map((item) => ({ question: item.question ?? item.q ?? '', answer: item.answer ?? item.a ?? '', live }))
    .filter((pair) => pair.question || pair.answer);
}

export function QnaCard({ pairs, metadata, controls }: { pairs: Pair[]; metadata?: AiMetadata | null; controls?: RowControls }) {
  const { t } = useTranslation('admin-editor');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('qna.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {controls?.canEdit && metadata ? <QnaReview metadata={metadata} controls={controls} /> : null}
        {pairs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('qna.empty')}</p>
        ) : (
          <ol className="grid gap-3" data-testid="qna-list">
            {pairs.map((pair, index) => (
              <li
                key={`${index}-${pair.question}`}
                className={cn('rounded-md border p-3', pair.live && 'border-gold/60 bg-accent/50')}
                data-live={pair.live || undefined}
              >
                <p className="font-medium">
                  {t('qna.question', { question: pair.question })}
                  {pair.live && (
                    <Badge variant="gold" className="ms-2 align-middle">
                      {t('qna.new')}
                    </Badge>
                  )}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{t('qna.answer', { answer: pair.answer })}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The analysis fields staff read, in this order (named by metadata.fields.<key>); anything else
 * the server adds is shown after them when it is readable text.
 */
const KNOWN = ['summary', 'keyPoints', 'topics', 'tags', 'language', 'title', 'description', 'speaker', 'error'];
/** Shown elsewhere (Q&A and chapters cards, transcript) or in their own block (references, analysedBy, notes). */
const NOT_LISTED = new Set(['qna', 'questions', 'segments', 'chapters', 'references', 'analysedBy', 'transcriptUnavailable', 'owners', 'proposal', 'withheld', 'certainShare', 'tooUncertain']);

/** The detector's code in words ('ar' is Arabic); 'und' (too short to tell) is not shown. */
function languageInWords(value: unknown): unknown {
  if (typeof value !== 'string' || value === 'und') return null;
  const language = contentLanguageOf(value);
  return language && language !== 'other' ? formatLanguage(language) : value;
}

function label(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

const isText = (value: unknown): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** Text, or a list of texts; anything else (objects, empty values) is not shown: never raw JSON. */
function readable(value: unknown): string | string[] | null {
  if (isText(value)) return String(value);
  if (Array.isArray(value)) {
    const texts = value.filter(isText).map(String);
    return texts.length > 0 && texts.length === value.length ? texts : null;
  }
  return null;
}

function Value({ value }: { value: string | string[] }) {
  if (!Array.isArray(value)) return <span dir="auto">{value}</span>;
  return value.some((v) => v.length > 40) ? (
    <ul className="list-disc space-y-1 ps-5 break-words">
      {value.map((v, i) => (
        <li key={i} dir="auto">
          {v}
        </li>
      ))}
    </ul>
  ) : (
    <span className="flex flex-wrap gap-1.5">
      {value.map((v, i) => (
        <Badge key={i} variant="secondary" dir="auto">
          {v}
        </Badge>
      ))}
    </span>
  );
}

/** 'AI Generated Metadata': the readable analysis fields in a stable order, each with who owns it and staff's controls, the references found, and what made them. */
export function MetadataCard({
  metadata,
  onSeek,
  controls,
  header,
}: {
  metadata: AiMetadata | null | undefined;
  onSeek?: (seconds: number) => void;
  /** Staff's review controls; without them the card only reads (live results). */
  controls?: RowControls;
  /** 'Accept all' and 'Analyse again', above the fields. */
  header?: ReactNode;
}) {
  const { t } = useTranslation('admin-editor');
  const all = metadata ?? {};
  const known = new Set(KNOWN);
  const proposal = (all.proposal ?? {}) as AiMetadata;
  const rows = [
    ...KNOWN.map((key) => [key, t(`metadata.fields.${key}`), readable(key === 'language' ? languageInWords(all[key]) : all[key])] as const),
    ...Object.keys(all)
      .filter((key) => !known.has(key) && !NOT_LISTED.has(key))
      .sort()
      .map((key) => [key, label(key), readable(all[key])] as const),
  ].filter((row) => row[2] !== null || (isReviewed(row[0]) && controls && readable(proposal[row[0]]) !== null));
  const references = Array.isArray(all.references) ? all.references : [];
  const source = typeof all.analysedBy === 'string' ? all.analysedBy : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('metadata.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {header}
        {rows.length === 0 && references.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('metadata.empty')}</p>
        ) : (
          <>
            {source && (
              <p className="text-xs text-muted-foreground" data-testid="ai-source">
                {t('metadata.source', { source })}
              </p>
            )}
            {rows.length > 0 && (
              <dl className="grid gap-3 text-sm" data-testid="ai-metadata">
                {rows.map(([key, name, value]) =>
                  controls && isReviewed(key) ? (
                    <AnalysisFieldRow key={key} field={key} name={name} metadata={all} controls={controls} renderValue={(v) => shown(readable(v), t('metadata.none'))}>
                      {shown(value, t('metadata.none'))}
                    </AnalysisFieldRow>
                  ) : (
                    <div key={key} className="grid gap-1">
                      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{name}</dt>
                      <dd className="min-w-0 break-words">{shown(value, t('metadata.none'))}</dd>
                    </div>
                  ),
                )}
              </dl>
            )}
            {references.length > 0 && (
              <section className="grid gap-2">
                <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('metadata.references')}</h3>
                <SourceReferences references={references} onSeek={onSeek} />
                {controls && <ReferencesReview metadata={all} controls={controls} />}
              </section>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

const isReviewed = (key: string): key is ReviewedAnalysisField => (REVIEWED_ANALYSIS_FIELDS as readonly string[]).includes(key);

function shown(value: string | string[] | null, none: string) {
  return value === null ? <span className="text-muted-foreground">{none}</span> : <Value value={value} />;
}
