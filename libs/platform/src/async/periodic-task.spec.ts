import { PeriodicTask } from './periodic-task';

describe(PeriodicTask.name, () => {
  afterEach(() => jest.useRealTimers());

  it('should run at start and on every tick, never two runs at once, and let stop wait for the one in hand', async () => {
    jest.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const errors: unknown[] = [];
    const task = new PeriodicTask(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      (error) => errors.push(error),
    );
    task.start(1000);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1); // still running: ticks are skipped
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
    expect(errors).toEqual([]);
  });
});
