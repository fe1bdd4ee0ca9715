import { AudioLines } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFileSizeMB, formatLanguage } from '@/lib/format';
import { useSpeechEngines, type SpeechEngineReport, type SpeechModelReport } from './speech-engines-api';

/** The command that downloads a model on the server (README: what to download for which languages). */
const ADD_MODEL_COMMAND = 'npm run models -- add small';

function EngineRow({ engine }: { engine: SpeechEngineReport }) {
  const { t } = useTranslation('admin-settings');
  const name = { pocketsphinx: t('engines.pocketsphinx'), whisper: t('engines.whisper'), openai: t('engines.openai') }[engine.kind];
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm" data-testid={`engine-${engine.kind}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{name}</span>
        {engine.model && (
          <span className="text-muted-foreground" dir="ltr" translate="no">
            {engine.model}
          </span>
        )}
        {engine.inUse && <Badge>{t('engines.inUse')}</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-muted-foreground">{t('engines.languages')}</span>
        {engine.languages.map((language) => (
          <Badge key={language} variant="secondary">
            {formatLanguage(language)}
          </Badge>
        ))}
      </div>
    </li>
  );
}

function ModelRow({ model }: { model: SpeechModelReport }) {
  const { t } = useTranslation('admin-settings');
  return (
    <li className="grid gap-1 border-b py-2 text-sm last:border-b-0" data-testid={`model-${model.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium" dir="ltr" translate="no">
          {model.name}
        </span>
        <span className="text-muted-foreground">{formatFileSizeMB(model.bytes)}</span>
        {model.refused === null ? (
          <Badge variant="outline">{model.multilingual ? t('engines.multilingual') : t('engines.englishOnly')}</Badge>
        ) : (
          <Badge variant="destructive">{t('engines.refused')}</Badge>
        )}
        {model.inUse && <Badge>{t('engines.inUse')}</Badge>}
      </div>
      {model.refused !== null && (
        <p className="break-words text-xs text-destructive" dir="ltr" translate="no">
          {model.refused}
        </p>
      )}
    </li>
  );
}

/** Settings, admins only: what a transcription worker hears with, its models, and for which languages. */
export function SpeechEnginesCard() {
  const { t } = useTranslation('admin-settings');
  const { data, isPending, isError } = useSpeechEngines();
  const usable = data?.models.some((m) => m.refused === null) ?? false;
  return (
    <Card data-testid="speech-engines-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AudioLines className="size-5 text-primary" aria-hidden />
          {t('engines.title')}
        </CardTitle>
        <CardDescription>{t('engines.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Skeleton className="h-24 w-full" />}
        {isError && <p className="text-sm text-destructive">{t('engines.loadFailed')}</p>}
        {data && (
          <>
            <ul className="grid gap-2" aria-label={t('engines.enginesLabel')}>
              {data.engines.map((engine) => (
                <EngineRow key={engine.kind} engine={engine} />
              ))}
            </ul>
            {data.notes.map((note) => (
              <p key={note} className="break-words text-sm text-destructive" dir="ltr" translate="no">
                {note}
              </p>
            ))}
            <section className="grid gap-1" aria-labelledby="speech-models-heading">
              <h3 id="speech-models-heading" className="text-sm font-semibold">
                {t('engines.models')}
              </h3>
              {data.models.length > 0 && (
                <ul>
                  {data.models.map((model) => (
                    <ModelRow key={model.file} model={model} />
                  ))}
                </ul>
              )}
              {!usable && (
                <div className="grid gap-1 text-sm text-muted-foreground">
                  <p>{t('engines.noModel')}</p>
                  <code className="w-fit rounded bg-muted px-2 py-1 font-mono text-xs text-foreground" dir="ltr" translate="no">
                    {ADD_MODEL_COMMAND}
                  </code>
                </div>
              )}
            </section>
            <div className="grid gap-1 text-xs text-muted-foreground">
              <p>
                {t('engines.worker', { slots: data.workerSlots })}{' '}
                <code className="font-mono" dir="ltr" translate="no">
                  {data.worker}
                </code>
              </p>
              <p>{t('engines.shared')}</p>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
