import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '../components/form-field';
import { errorMessage } from '../lib/error-message';
import { SpeakerPicker } from './speaker-picker';
import { useSeriesSpeakerNames, useSetSeriesSpeakers } from './speakers-api';

/** Who teaches a series, in order; staff who may edit the series change them. */
export function SeriesSpeakersCard({ seriesId, editable }: { seriesId: string; editable: boolean }) {
  const { t } = useTranslation('admin-records');
  const current = useSeriesSpeakerNames(seriesId);
  const save = useSetSeriesSpeakers(seriesId);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (current.data) setNames(current.data.map((s) => s.name));
  }, [current.data]);
  const saved = current.data?.map((s) => s.name) ?? [];
  const changed = JSON.stringify(saved) !== JSON.stringify(names);
  return (
    <Card data-testid="series-speakers-card">
      <CardHeader>
        <CardTitle>{t('seriesSpeakers.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!editable && <p className="text-sm">{saved.length > 0 ? <bdi>{saved.join(' & ')}</bdi> : t('seriesSpeakers.none')}</p>}
        {editable && (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(names);
            }}
          >
            <FormField id="series-speakers" label={t('seriesSpeakers.label')} hint={t('seriesSpeakers.hint')}>
              <SpeakerPicker id="series-speakers" value={names} onChange={setNames} aria-describedby="series-speakers-message" />
            </FormField>
            {save.isError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errorMessage(save.error) ?? t('seriesSpeakers.saveFailed')}
              </p>
            )}
            <div>
              <Button type="submit" disabled={!changed || save.isPending}>
                {t('seriesSpeakers.save')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
