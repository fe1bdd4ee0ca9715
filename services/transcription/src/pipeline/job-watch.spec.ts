import { watchJob } from './job-watch';

describe(watchJob.name, () => {
  const waitMs = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('should abort once the job is cancelled', async () => {
    let state = 'transcribing';
    const watch = watchJob(async () => ({ generation: 1, state }), 'j', 1, 10);
    await waitMs(40);
    expect(watch.signal.aborted).toBe(false);
    state = 'cancelled';
    await waitMs(40);
    expect(watch.signal.aborted).toBe(true);
    watch.stop();
  });

  it('should abort when the job was reprocessed (a newer generation) or deleted', async () => {
    const newer = watchJob(async () => ({ generation: 2, state: 'transcribing' }), 'j', 1, 10);
    const gone = watchJob(async () => null, 'j', 1, 10);
    await waitMs(40);
    expect(newer.signal.aborted).toBe(true);
    expect(gone.signal.aborted).toBe(true);
    newer.stop();
    gone.stop();
  });

  it('should keep transcribing while the database cannot be asked', async () => {
    const watch = watchJob(() => Promise.reject(new Error('connection lost')), 'j', 1, 10);
    await waitMs(40);
    expect(watch.signal.aborted).toBe(false);
    watch.stop();
  });
});
