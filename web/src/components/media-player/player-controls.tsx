import { useState, type ReactNode } from 'react';
import { Loader2, Pause, Play, Redo2, Undo2, Volume1, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { chapterIndexAt } from '@proto/content/chapters';
import { formatPlayerTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Chapter } from '@/types/api';
import { KEY_SEEK_SECONDS, PLAYBACK_RATES, SEEK_STEP_PERCENT, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './player-constants';
import type { MediaControls } from './use-media-controls';

type PlayerControlsProps = {
  controls: MediaControls;
  /** Extra buttons at the end of the bar (captions, fullscreen for video). */
  extra?: ReactNode;
  /** In time order: marked on the seek bar, and the one playing named to screen readers. */
  chapters?: readonly Chapter[];
  className?: string;
};

/** The controls bar shared by the audio and video players. */
export function PlayerControls({ controls, extra, chapters = [], className }: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const { status, playing, currentTime, duration, volume, muted, rate } = controls;
  // While the seek thumb is dragged, show where it is and seek once on release.
  const [scrubPercent, setScrubPercent] = useState<number | null>(null);
  const percent = scrubPercent ?? (duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0);
  const shownTime = scrubPercent === null ? currentTime : (scrubPercent / 100) * duration;
  const chapter = chapters[chapterIndexAt(chapters, shownTime)];
  const times = { current: formatPlayerTime(shownTime), duration: formatPlayerTime(duration) };
  const timeText = chapter ? t('controls.timeTextInChapter', { ...times, chapter: chapter.title }) : t('controls.timeText', times);
  const shownVolume = muted ? 0 : volume;
  const VolumeIcon = shownVolume === 0 ? VolumeX : shownVolume < 50 ? Volume1 : Volume2;

  return (
    <div className={cn('flex flex-col gap-2', className)} data-slot="player-controls">
      {/* Time runs left to right in every language, as on a tape (media timelines are not mirrored). */}
      <div className="relative" dir="ltr">
        <Slider
          dir="ltr"
          data-testid="player-seek"
          value={[percent]}
          min={0}
          max={100}
          step={SEEK_STEP_PERCENT}
          disabled={duration === 0}
          onValueChange={([value]) => {
            if (value !== undefined && duration > 0) setScrubPercent(value);
          }}
          onValueCommit={([value]) => {
            setScrubPercent(null);
            if (value !== undefined && duration > 0) controls.seekTo((value / 100) * duration);
          }}
          // The arrows move the playhead by seconds (0.1 % of a two-hour lecture would be 7 s, of a
          // short one a fraction of a second): 5 s, Page Up/Down 30 s, Home/End to either end.
          onKeyDown={(event) => {
            const step = { ArrowLeft: -KEY_SEEK_SECONDS, ArrowDown: -KEY_SEEK_SECONDS, ArrowRight: KEY_SEEK_SECONDS, ArrowUp: KEY_SEEK_SECONDS, PageDown: -SKIP_FORWARD_SECONDS, PageUp: SKIP_FORWARD_SECONDS }[event.key];
            if (step === undefined || duration === 0) return;
            event.preventDefault();
            controls.seekBy(step);
          }}
          thumbLabel={t('controls.seek')}
          thumbValueText={timeText}
          className="py-2"
        />
        {duration > 0 && chapters.length > 1 && (
          // Where each chapter after the first begins: a notch in the bar (the chapter list names them).
          <div aria-hidden className="pointer-events-none absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2" data-testid="player-chapter-marks">
            {chapters.slice(1).map((c) => (
              <span
                key={c.startTimeSec}
                className="absolute top-0 h-full w-0.5 -translate-x-1/2 bg-background"
                style={{ left: `${Math.min(100, (c.startTimeSec / duration) * 100)}%` }}
                title={c.title}
                data-testid="player-chapter-mark"
              />
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Button
          type="button"
          size="icon"
          className="rounded-full"
          onClick={controls.togglePlay}
          aria-label={playing ? t('controls.pause') : t('controls.play')}
          data-testid="player-play"
          // Plays the server's page's media before the app has taken it over (web/src/main.tsx).
          data-media-toggle
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden className="translate-x-px" />}
        </Button>
        <Button type="button" variant="ghost" size="icon" onClick={() => controls.seekBy(-SKIP_BACK_SECONDS)} aria-label={t('controls.back', { seconds: SKIP_BACK_SECONDS })} disabled={duration === 0} data-testid="player-skip-back">
          <Undo2 aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <Button type="button" variant="ghost" size="icon" onClick={() => controls.seekBy(SKIP_FORWARD_SECONDS)} aria-label={t('controls.forward', { seconds: SKIP_FORWARD_SECONDS })} disabled={duration === 0} data-testid="player-skip-forward">
          <Redo2 aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <div className="flex min-w-[5.5rem] items-center gap-1 text-sm tabular-nums" aria-live="off">
          {status === 'loading' ? (
            <span className="flex items-center gap-1.5 text-muted-foreground" role="status" data-testid="player-loading">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('controls.loading')}
            </span>
          ) : (
            <>
              <span data-testid="player-current-time">{formatPlayerTime(shownTime)}</span>
              <span className="text-muted-foreground" aria-hidden>
                /
              </span>
              <span data-testid="player-duration" className="text-muted-foreground">
                {formatPlayerTime(duration)}
              </span>
            </>
          )}
        </div>
        <div className="ms-auto flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={controls.toggleMute}
            aria-label={muted ? t('controls.unmute') : t('controls.mute')}
            aria-pressed={muted}
            data-testid="player-mute"
          >
            <VolumeIcon aria-hidden />
          </Button>
          <Slider
            data-testid="player-volume"
            value={[shownVolume]}
            min={0}
            max={100}
            step={1}
            onValueChange={([value]) => {
              if (value !== undefined) controls.setVolume(value);
            }}
            thumbLabel={t('controls.volume')}
            thumbValueText={t('controls.volumeText', { volume: shownVolume })}
            className="w-20"
          />
          <Select value={String(rate)} onValueChange={(value) => controls.setRate(Number(value))}>
            <SelectTrigger className="ms-1 h-8 w-[4.75rem] px-2" aria-label={t('controls.playbackSpeed')} data-testid="player-speed">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLAYBACK_RATES.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {t('controls.rate', { rate: option })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {extra}
        </div>
      </div>
    </div>
  );
}
