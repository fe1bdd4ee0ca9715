/** The object store the media service works on. */
export const OBJECT_STORE = Symbol('OBJECT_STORE');
/** Limits and timings of the media service (MediaSettings). */
export const MEDIA_SETTINGS = Symbol('MEDIA_SETTINGS');

export interface MediaSettings {
  maxUploadBytes: number;
  /** Uploads never registered are removed after this long. */
  unregisteredTtlMs: number;
  /** How often the sweep runs; 0 turns the timer off (tests call sweep themselves). */
  sweepIntervalMs: number;
  /** What one contributor may keep stored (admins are not limited). */
  quotaBytes: number;
  /** Upload URLs one contributor may hold whose files are not registered yet. */
  maxPendingUploads: number;
  /** Lifetime of presigned GET URLs handed to players. */
  directUrlTtlSeconds: number;
  /** The fixity audit reads originals at most this fast (bytes per second, per process); 0 turns it off. */
  fixityBytesPerSecond: number;
  /** Each original is read again this long after its last check. */
  fixityIntervalMs: number;
  /** A rendition worker's hold on its job, renewed while ffmpeg works; a dead worker's job is taken again after it lapses. */
  renditionLeaseMs: number;
  /** How often rendition workers look for jobs to queue again (lost, stalled, backfill); 0 turns it off (tests call it). */
  renditionResumeIntervalMs: number;
  /** Backfill jobs on the rendition queue at once, only while no new lecture's renditions wait. */
  renditionBackfillInFlight: number;
  /** Renditions this process makes at once (also the rendition queue's prefetch). */
  renditionWorkers: number;
  /**
   * How long a rendition message waits for a free worker before its job is left to the resumer:
   * well under RabbitMQ's consumer timeout (30 min by default), which closes the channel of a
   * delivery held longer.
   */
  renditionSlotWaitMs: number;
}
