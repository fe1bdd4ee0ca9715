import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import { ImageIcon, Loader2, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Series } from '@/types/api';
import { errorMessage } from '../lib/error-message';
import { useRemoveSeriesArtwork, useUploadSeriesArtwork } from './series-api';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** What the browser can tell before sending (the server checks the bytes themselves). */
function refusal(file: File, t: TFunction<'admin-records'>): string | null {
  if (file.type && !TYPES.includes(file.type)) return t('artwork.notAPicture', { name: file.name });
  if (file.size > MAX_BYTES) return t('artwork.tooLarge', { name: file.name, size: Math.ceil((file.size / 1024 / 1024) * 10) / 10 });
  return null;
}

/** The series' own picture: upload or replace it, or remove it to show the drawn artwork again. */
export function SeriesArtworkCard({ series }: { series: Series }) {
  const { t } = useTranslation('admin-records');
  const upload = useUploadSeriesArtwork(series.id);
  const remove = useRemoveSeriesArtwork(series.id);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [local, setLocal] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const failure = local ?? errorMessage(upload.error ?? remove.error);

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = refusal(file, t);
    setLocal(refused);
    remove.reset();
    if (!refused) upload.mutate(file);
  }

  function removePicture() {
    setLocal(null);
    upload.reset();
    remove.mutate();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('artwork.title')}</CardTitle>
        <CardDescription>{t('artwork.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-start gap-5">
        <div className="grid size-40 shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted" data-testid="series-artwork-preview">
          {series.artworkUrl ? (
            <img src={series.artworkUrl} alt={t('artwork.alt', { title: series.title })} width={160} height={160} className="size-full object-cover" data-testid="series-artwork-image" />
          ) : (
            <span className="grid justify-items-center gap-1 p-3 text-center text-xs text-muted-foreground" data-testid="series-artwork-drawn">
              <ImageIcon className="size-6" aria-hidden />
              {t('artwork.drawn')}
            </span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-3">
          <input ref={input} id={inputId} type="file" accept={TYPES.join(',')} className="sr-only" onChange={chosen} data-testid="series-artwork-input" aria-label={t('artwork.choose')} tabIndex={-1} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
              {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
              {series.artworkUrl ? t('artwork.replace') : t('artwork.upload')}
            </Button>
            {series.artworkUrl && (
              <Button type="button" variant="outline" onClick={removePicture} disabled={busy}>
                <Trash2 aria-hidden />
                {t('artwork.remove')}
              </Button>
            )}
          </div>
          <p className="text-sm text-muted-foreground" role="status" data-testid="series-artwork-status">
            {upload.isPending ? t('artwork.uploading') : remove.isPending ? t('artwork.removing') : series.artworkUrl ? t('artwork.shown') : t('artwork.none')}
          </p>
          {failure && (
            <p role="alert" className="text-sm font-medium text-destructive" data-testid="series-artwork-error">
              {failure}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
