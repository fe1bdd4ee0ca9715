import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Reads one queue's message count at scrape time (e.g. amqplib `checkQueue`). */
export type QueueDepthReader = () => Promise<number>;

/** Every metric a service records, on one registry. */
export interface PlatformMetrics {
  readonly registry: Registry;
  /** HTTP latency by method, route template and status code. */
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Broker messages whose handler completed (acked). */
  readonly messagesHandled: Counter<'pattern'>;
  /** Broker messages whose handler threw (retried or dead-lettered). */
  readonly messagesFailed: Counter<'pattern'>;
  /** Requests whose caller had given up before any consumer took them: dropped, never run. */
  readonly messagesExpired: Counter<'pattern'>;
  /** Wall-clock seconds spent transcribing one segment. */
  readonly segmentTranscriptionSeconds: Histogram<'engine'>;
  /** Processing time over audio time of the last segment (lower is faster). */
  readonly realTimeFactor: Gauge<'engine'>;
  /** Messages ready in a queue, read at scrape time through `trackQueueDepth`. */
  readonly queueDepth: Gauge<'queue'>;
  /** Queue name to reader, consulted on every scrape. */
  readonly queueDepthReaders: Map<string, QueueDepthReader>;
  /** Free bytes on the disk holding stored objects, as last measured. */
  readonly storageFreeBytes: Gauge;
  /** Writes the object store refused for want of space (disk full, reserve reached, S3 quota). */
  readonly storageWritesRefused: Counter;
}

export interface MetricsOptions {
  /** Node.js process metrics (heap, event loop lag, GC); off in tests. */
  readonly collectProcessMetrics?: boolean;
  /** Labels added to every series, e.g. `{ service: 'content' }`. */
  readonly defaultLabels?: Record<string, string>;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Segments are at most ~30 s of audio; PocketSphinx needs ~6 s for 30 s on one core.
const SEGMENT_BUCKETS = [0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60, 120];

/** A fresh registry holding every platform metric; use one per process. */
export function createMetrics(options: MetricsOptions = {}): PlatformMetrics {
  const registry = new Registry();
  if (options.defaultLabels) registry.setDefaultLabels(options.defaultLabels);
  if (options.collectProcessMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'lectures_' });
  const queueDepthReaders = new Map<string, QueueDepthReader>();
  const registers = [registry];
  const queueDepth = new Gauge({
    name: 'lectures_queue_depth',
    help: 'Messages ready in a RabbitMQ queue, read at scrape time.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const reads = [...queueDepthReaders].map(async ([queue, read]) => ({ queue, depth: await read() }));
      for (const result of await Promise.allSettled(reads)) {
        // A failed read leaves the last known value rather than failing the whole scrape.
        if (result.status === 'fulfilled') this.set({ queue: result.value.queue }, result.value.depth);
      }
    },
  });
  return {
    registry,
    queueDepthReaders,
    queueDepth,
    httpRequestDuration: new Histogram({
      name: 'lectures_http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    messagesHandled: new Counter({
      name: 'lectures_messages_handled_total',
      help: 'Broker messages handled successfully, by pattern.',
      labelNames: ['pattern'] as const,
      registers,
    }),
    messagesFailed: new Counter({
      name: 'lectures_messages_failed_total',
      help: 'Broker messages whose handler failed, by pattern.',
      labelNames: ['pattern'] as const,
      registers,
    }),
    messagesExpired: new Counter({
      name: 'lectures_messages_expired_total',
      help: 'Requests dropped because their caller had given up before a consumer took them, by pattern.',
      labelNames: ['pattern'] as const,
      registers,
    }),
    segmentTranscriptionSeconds: new Histogram({
      name: 'lectures_segment_transcription_seconds',
      help: 'Seconds spent transcribing one audio segment, by speech-to-text engine.',
      labelNames: ['engine'] as const,
      buckets: SEGMENT_BUCKETS,
      registers,
    }),
    storageFreeBytes: new Gauge({
      name: 'lectures_storage_free_bytes',
      help: 'Free bytes on the disk that holds stored objects (disk driver), as last measured.',
      registers,
    }),
    storageWritesRefused: new Counter({
      name: 'lectures_storage_writes_refused_total',
      help: 'Writes the object store refused for want of space: disk full, reserve reached or S3 quota.',
      registers,
    }),
    realTimeFactor: new Gauge({
      name: 'lectures_transcription_real_time_factor',
      help: 'Processing seconds per second of audio for the last transcribed segment.',
      labelNames: ['engine'] as const,
      registers,
    }),
  };
}
