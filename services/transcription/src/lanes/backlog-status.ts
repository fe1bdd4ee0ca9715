import type { BacklogStatus } from '@lectures/proto';
import type { BacklogFigures } from './backlog.repository';
import type { LaneControlEntity } from './lane-control.entity';

/** What PocketSphinx takes per second of audio on a free core when nothing was measured yet. */
const DEFAULT_REAL_TIME_FACTOR = 0.2;

export function backlogStatusOf(figures: BacklogFigures, paused: boolean, workerSlots: number, control: LaneControlEntity | null): BacklogStatus {
  const factor = figures.realTimeFactor ?? DEFAULT_REAL_TIME_FACTOR;
  return {
    paused,
    changedBy: control?.changedBy ?? null,
    changedAt: control?.changedAt?.toISOString() ?? null,
    jobs: figures.jobs,
    waitingJobs: figures.waitingJobs,
    audioSeconds: Math.round(figures.audioSeconds),
    estimatedSeconds: figures.jobs === 0 ? 0 : Math.ceil((figures.audioSeconds * factor) / Math.max(1, workerSlots)),
    workerSlots,
  };
}
