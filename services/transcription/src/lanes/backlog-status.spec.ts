import { backlogStatusOf } from './backlog-status';

describe('backlogStatusOf', () => {
  const figures = { jobs: 10, waitingJobs: 8, audioSeconds: 3600, realTimeFactor: 0.25 };

  it('should estimate the time to clear the backlog from the measured speed and the workers there are', () => {
    expect(backlogStatusOf(figures, false, 2, null)).toMatchObject({ jobs: 10, waitingJobs: 8, audioSeconds: 3600, estimatedSeconds: 450, workerSlots: 2 });
    expect(backlogStatusOf(figures, false, 4, null).estimatedSeconds).toBe(225);
  });

  it('should assume the offline engine\'s usual speed before any segment was measured, and say nothing waits when nothing does', () => {
    expect(backlogStatusOf({ ...figures, realTimeFactor: null }, false, 1, null).estimatedSeconds).toBe(720);
    expect(backlogStatusOf({ jobs: 0, waitingJobs: 0, audioSeconds: 0, realTimeFactor: null }, true, 1, null)).toMatchObject({ paused: true, estimatedSeconds: 0 });
  });

  it('should say who paused it and when', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(backlogStatusOf(figures, true, 1, { lane: 'backlog', paused: true, changedBy: 'a1', changedAt: at })).toMatchObject({ paused: true, changedBy: 'a1', changedAt: at.toISOString() });
  });
});
