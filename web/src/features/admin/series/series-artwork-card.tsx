import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageIcon, Loader2, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Series } from '@/types/api';
import { errorMessage } from '../lib/error-message';
import { useRemoveSeriesArtwork, useUploadSeriesArtwork } from './series-api';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** What the browser can tell before sending (the server checks the bytes themselves). */
function refusal(file: File): string | null {
  if (file.type && !TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP picture.`;
  if (file.size > MAX_BYTES) return `${file.name} is ${Math.ceil((file.size / 1024 / 1024) * 10) / 10} MB; a series picture may be at most 5 MB.`;
  return null;
}

/** The series' own picture: upload or replace it, or remove it to show the drawn artwork again. */
export function SeriesArtworkCard({ series }: { series: Series }) {
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
    const refused = refusal(file);
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
        <CardTitle>Artwork</CardTitle>
        <CardDescription>A square picture of at least 1400x1400 looks best in podcast apps. JPEG, PNG or WebP, at most 5 MB. Without one, the drawn artwork is shown.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-start gap-5">
        <div className="grid size-40 shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted" data-testid="series-artwork-preview">
          {series.artworkUrl ? (
            <img src={series.artworkUrl} alt={`Artwork of ${series.title}`} width={160} height={160} className="size-full object-cover" data-testid="series-artwork-image" />
          ) : (
            <span className="grid justify-items-center gap-1 p-3 text-center text-xs text-muted-foreground" data-testid="series-artwork-drawn">
              <ImageIcon className="size-6" aria-hidden />
              Drawn artwork
            </span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-3">
          <input ref={input} id={inputId} type="file" accept={TYPES.join(',')} className="sr-only" onChange={chosen} data-testid="series-artwork-input" aria-label="Choose a picture for the series" tabIndex={-1} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
              {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
              {series.artworkUrl ? 'Replace picture' : 'Upload picture'}
            </Button>
            {series.artworkUrl && (
              <Button type="button" variant="outline" onClick={removePicture} disabled={busy}>
                <Trash2 aria-hidden />
                Remove picture
              </Button>
            )}
          </div>
          <p className="text-sm text-muted-foreground" role="status" data-testid="series-artwork-status">
            {upload.isPending ? 'Uploading the picture...' : remove.isPending ? 'Removing the picture...' : series.artworkUrl ? 'This picture is shown on the series page, series cards and the podcast feed.' : 'No picture uploaded.'}
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
