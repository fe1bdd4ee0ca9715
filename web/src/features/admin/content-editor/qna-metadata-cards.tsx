import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { AiMetadata, QnaItem } from '@/types/api';

type Pair = { question: string; answer: string; live: boolean };

/** Question/answer pairs under either key name (questions or qna; question/answer or q/a). */
export function qnaPairs(metadata: AiMetadata | null | undefined, live: boolean): Pair[] {
  if (!metadata) return [];
  const list: QnaItem[] = [...(Array.isArray(metadata.qna) ? metadata.qna : []), ...(Array.isArray(metadata.questions) ? metadata.questions : [])];
  return list
    .map((item) => ({ question: item.question ?? item.q ?? '', answer: item.answer ?? item.a ?? '', live }))
    .filter((pair) => pair.question || pair.answer);
}

export function QnaCard({ pairs }: { pairs: Pair[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Questions &amp; Answers</CardTitle>
      </CardHeader>
      <CardContent>
        {pairs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No questions and answers yet. They appear when processing completes.</p>
        ) : (
          <ol className="grid gap-3" data-testid="qna-list">
            {pairs.map((pair, index) => (
              <li
                key={`${index}-${pair.question}`}
                className={cn('rounded-md border p-3', pair.live && 'border-gold/60 bg-accent/50')}
                data-live={pair.live || undefined}
              >
                <p className="font-medium">
                  Q: {pair.question}
                  {pair.live && (
                    <Badge variant="gold" className="ml-2 align-middle">
                      New
                    </Badge>
                  )}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">A: {pair.answer}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

const HIDDEN_KEYS = new Set(['qna', 'questions']);

function label(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function renderValue(value: unknown) {
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      return value.some((v) => String(v).length > 40) ? (
        <ul className="list-disc space-y-1 pl-5 break-words">
          {value.map((v, i) => (
            <li key={i}>{String(v)}</li>
          ))}
        </ul>
      ) : (
        <span className="flex flex-wrap gap-1.5">
          {value.map((v, i) => (
            <Badge key={i} variant="secondary">
              {String(v)}
            </Badge>
          ))}
        </span>
      );
    }
    return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
  }
  if (value !== null && typeof value === 'object') return <code className="text-xs break-all">{JSON.stringify(value)}</code>;
  return <span>{String(value)}</span>;
}

/** 'AI Generated Metadata': every key of aiMetadata except the Q&A lists. */
export function MetadataCard({ metadata }: { metadata: AiMetadata | null | undefined }) {
  const entries = Object.entries(metadata ?? {}).filter(
    ([key, value]) => !HIDDEN_KEYS.has(key) && value !== null && value !== undefined && value !== '',
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Generated Metadata</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No metadata yet. It is generated when processing completes.</p>
        ) : (
          <dl className="grid gap-3 text-sm" data-testid="ai-metadata">
            {entries.map(([key, value]) => (
              <div key={key} className="grid gap-1">
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label(key)}</dt>
                <dd className="min-w-0 break-words">{renderValue(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
