import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@/lib/api-client';
import type { Content } from '@/types/api';
import { originalUrl } from '../lib/media-source';

/**
 * To take a lecture offline: the light AAC rendition (it plays in every podcast app and phone,
 * Opus not everywhere) where there is one, the original as uploaded, and the transcript as text.
 */
export function DownloadLinks({ item }: { item: Content }) {
  const { t } = useTranslation('content-page');
  const megabytes = (bytes: number) => t('download.megabytes', { size: (bytes / 1_000_000).toFixed(1) });
  const name = item.slug ?? item.id;
  const light = (item.renditions ?? []).find((r) => r.kind === 'aac');
  const original = originalUrl(item);
  const transcript = (item.transcriptLength ?? 0) > 0;
  if (!light && !original && !transcript) return null;
  const link = 'underline-offset-4 hover:underline focus-visible:underline';
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground" data-testid="download-links">
      <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
        <Download className="size-4" aria-hidden />
        {t('download.label')}
      </span>
      {light && (
        <a className={link} href={light.url} download={`${name}.m4a`} data-testid="download-light">
          {t('download.light', { kbps: Math.round(light.bitRate / 1000), size: megabytes(light.size) })}
        </a>
      )}
      {original && (
        <a className={link} href={original} download data-testid="download-original">
          {item.mediaFileSize ? t('download.originalWithSize', { size: megabytes(item.mediaFileSize) }) : t('download.original')}
        </a>
      )}
      {transcript && (
        <a className={link} href={apiUrl(`/api/content/${encodeURIComponent(item.id)}/transcript.txt`)} download={`${name}.txt`} data-testid="download-transcript">
          {t('download.transcript')}
        </a>
      )}
    </p>
  );
}
