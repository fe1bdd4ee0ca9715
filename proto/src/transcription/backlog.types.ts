/**
 * Transcription's two lanes: new work (the upload page, reprocessing) goes first; imported
 * lectures wait in the backlog and are fed to the workers only while no new work waits.
 */
export const TRANSCRIPTION_LANES = ['new', 'backlog'] as const;
export type TranscriptionLane = (typeof TRANSCRIPTION_LANES)[number];

export interface BacklogStatus {
  paused: boolean;
  /** Who paused or resumed it last, and when. */
  changedBy: string | null;
  changedAt: string | null;
  /** Imported lectures not transcribed yet (waiting or under way). */
  jobs: number;
  /** Of those, not started yet. */
  waitingJobs: number;
  /** Audio still to transcribe in the backlog (seconds). */
  audioSeconds: number;
  /** At the measured speed with the workers reading the queue now; null when nothing is known yet. */
  estimatedSeconds: number | null;
  /** Segments all workers run at once. */
  workerSlots: number;
}
