import { Counter, Gauge } from 'prom-client';
import { processMetrics } from '@lectures/platform';

type Counts = { missing: number; changed: number; intact: number; originals: number; hashed: number };

interface FixityMetrics {
  checked: Counter<'outcome'>;
  bytesRead: Counter;
  /** Read at scrape time: the latest media-storage module's repository in this process. */
  source?: () => Promise<Counts>;
}

let shared: FixityMetrics | undefined;

/**
 * The fixity audit's metrics on the process registry (one per process, as in embedded
 * mode every service shares it): originals by state, read at scrape time from the
 * table, so every replica reports the same figures; checks and bytes read by this one.
 */
export function fixityMetrics(): FixityMetrics {
  if (shared) return shared;
  const registers = [processMetrics().registry];
  const metrics: FixityMetrics = {
    checked: new Counter({ name: 'lectures_fixity_checks_total', help: 'Originals the fixity audit read, by outcome (hashed, intact, missing, changed).', labelNames: ['outcome'] as const, registers }),
    bytesRead: new Counter({ name: 'lectures_fixity_bytes_read_total', help: 'Bytes of originals the fixity audit read.', registers }),
  };
  new Gauge({
    name: 'lectures_fixity_originals',
    help: 'Stored originals by fixity state: intact, missing, changed, unchecked (not read since ingest), unhashed (waiting for the backfill).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const counts = await metrics.source?.().catch(() => undefined);
      if (!counts) return;
      this.set({ state: 'intact' }, counts.intact);
      this.set({ state: 'missing' }, counts.missing);
      this.set({ state: 'changed' }, counts.changed);
      this.set({ state: 'unchecked' }, counts.originals - counts.intact - counts.missing - counts.changed);
      this.set({ state: 'unhashed' }, counts.originals - counts.hashed);
    },
  });
  shared = metrics;
  return metrics;
}
