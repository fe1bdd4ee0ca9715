import { Gauge } from 'prom-client';
import type { PlatformMetrics, QueueDepthReader } from './platform-metrics';

/** Counts one broker message by its pattern and outcome. */
export function recordMessage(metrics: PlatformMetrics, pattern: string, outcome: 'handled' | 'failed' | 'expired'): void {
  const counter = { handled: metrics.messagesHandled, failed: metrics.messagesFailed, expired: metrics.messagesExpired }[outcome];
  counter.inc({ pattern });
}

export interface SegmentTiming {
  readonly engine: string;
  /** Length of the segment's audio. */
  readonly audioSeconds: number;
  /** Wall-clock time the engine took on it. */
  readonly elapsedSeconds: number;
}

/** Records one transcribed segment: its duration and the resulting real-time factor. */
export function recordSegment(metrics: PlatformMetrics, timing: SegmentTiming): void {
  metrics.segmentTranscriptionSeconds.observe({ engine: timing.engine }, timing.elapsedSeconds);
  // Silence-only or zero-length cuts have no meaningful factor.
  if (timing.audioSeconds > 0) {
    metrics.realTimeFactor.set({ engine: timing.engine }, timing.elapsedSeconds / timing.audioSeconds);
  }
}

/** Reports `queue`'s depth on every scrape by calling `read`; replaces an earlier reader. */
export function trackQueueDepth(metrics: PlatformMetrics, queue: string, read: QueueDepthReader): void {
  metrics.queueDepthReaders.set(queue, read);
}

/** A gauge read at scrape time by `read` (registered once per process; a second call is ignored). */
export function trackGauge(metrics: PlatformMetrics, name: string, help: string, read: () => Promise<number>): void {
  if (metrics.registry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    registers: [metrics.registry],
    async collect() {
      this.set(await read());
    },
  });
}
