import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPlayer, type MediaPlayerHandle } from '@/components/media-player';
import { Card, CardContent } from '@/components/ui/card';
import { formatDuration, formatFileSizeMB, formatNumber } from '@/lib/format';
import type { Content } from '@/types/api';

/** Player by mediaType with duration, size and (video) resolution and frame rate. */
export function MediaCard({ content, playerRef }: { content: Content; playerRef?: Ref<MediaPlayerHandle> }) {
  const { t } = useTranslation('admin-editor');
  const src = content.mediaUrl ?? content.audioUrl;
  const size = content.mediaFileSize ?? content.audioFileSize;
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-6">
        {src ? (
          <MediaPlayer ref={playerRef} mediaType={content.mediaType} src={src} title={content.title} poster={content.videoThumbnailUrl ?? undefined} chapters={content.chapters} />
        ) : (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('media.unavailable')}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground" data-testid="media-facts">
          <div className="flex gap-1.5">
            <dt>{t('media.duration')}</dt>
            <dd className="font-medium text-foreground">{content.durationSeconds ? formatDuration(content.durationSeconds) : t('media.unknown')}</dd>
          </div>
          {size ? (
            <div className="flex gap-1.5">
              <dt>{t('media.size')}</dt>
              <dd className="font-medium text-foreground">{formatFileSizeMB(size)}</dd>
            </div>
          ) : null}
          {content.mediaType === 'video' && content.videoWidth && content.videoHeight ? (
            <div className="flex gap-1.5">
              <dt>{t('media.resolution')}</dt>
              <dd className="font-medium text-foreground">
                {content.videoWidth}×{content.videoHeight}
              </dd>
            </div>
          ) : null}
          {content.mediaType === 'video' && content.videoFrameRate ? (
            <div className="flex gap-1.5">
              <dt>{t('media.frameRate')}</dt>
              <dd className="font-medium text-foreground">{t('media.fps', { rate: formatNumber(Math.round(content.videoFrameRate * 100) / 100) })}</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
