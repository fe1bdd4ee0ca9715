import type { Ref } from 'react';
import { Film, Music } from 'lucide-react';
import { MediaPlayer, type MediaPlayerHandle } from '@/components/media-player';
import { Card, CardContent } from '@/components/ui/card';
import type { Content } from '@/types/api';
import { captionsPath, useCaptionsAvailable } from '../api/get-captions-available';
import { apiUrl } from '@/lib/api-client';
import { playableUrl } from '../lib/media-source';

type PlayerCardProps = {
  item: Content;
  onTimeUpdate: (seconds: number) => void;
  playerRef: Ref<MediaPlayerHandle>;
};

/** Video player for video, audio player otherwise, or the not-available message. */
export function PlayerCard({ item, onTimeUpdate, playerRef }: PlayerCardProps) {
  const src = playableUrl(item);
  const isVideo = item.mediaType === 'video';
  const captions = useCaptionsAvailable(item.id, Boolean(src) && isVideo);
  const Icon = isVideo ? Film : Music;
  return (
    <Card data-testid="player-card">
      <CardContent className="p-4 sm:p-6">
        {src ? (
          <MediaPlayer
            ref={playerRef}
            mediaType={item.mediaType}
            src={src}
            title={item.title}
            poster={isVideo ? (item.videoThumbnailUrl ?? undefined) : undefined}
            captionsUrl={captions.data ? apiUrl(captionsPath(item.id)) : undefined}
            captionsLanguage={item.aiMetadata?.language?.slice(0, 2).toLowerCase() || 'en'}
            onTimeUpdate={onTimeUpdate}
          />
        ) : (
          <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground" data-testid="media-unavailable">
            <Icon className="size-8" aria-hidden />
            <p>Media file is not available or still processing.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
