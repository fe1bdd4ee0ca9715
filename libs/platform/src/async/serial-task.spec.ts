import { SerialTask } from './serial-task';

describe(SerialTask.name, () => {
  it('should run one at a time and once more after kicks that came during a run', async () => {
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    let release!: () => void;
    const task = new SerialTask(async () => {
      runs += 1;
      most = Math.max(most, ++concurrent);
      if (runs === 1) await new Promise<void>((r) => (release = r));
      concurrent -= 1;
    }, () => undefined);
    task.kick();
    task.kick();
    task.kick();
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(runs).toBe(2);
    expect(most).toBe(1);
    task.stop();
    task.kick();
    expect(runs).toBe(2);
  });
});
