import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscriptionConfig } from '../transcription.config';
import { WorkDirSweeper } from './work-dir-sweeper.service';

describe('WorkDirSweeper', () => {
  let workDir: string;
  beforeEach(() => {
    workDir = mkdtempSync(join(tmpdir(), 'work-sweep-'));
    mkdirSync(join(workDir, 'segments'));
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  it('should remove what killed workers left and keep the scratch files of live ones', async () => {
    // A pid that existed and is gone: a process that ran and exited.
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const file = (name: string) => join(workDir, 'segments', name);
    writeFileSync(file(`job1-0-${deadPid}-1700000000000.wav`), 'x');
    writeFileSync(file(`job1-1-${process.pid}-1700000000001.wav`), 'x');
    mkdirSync(join(workDir, 'job-old'));
    mkdirSync(join(workDir, 'job-current'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(join(workDir, 'job-old'), twoHoursAgo, twoHoursAgo);

    const removed = await new WorkDirSweeper({ workDir } as TranscriptionConfig).sweep();

    expect(removed).toBe(2);
    expect(readdirSync(join(workDir, 'segments'))).toEqual([`job1-1-${process.pid}-1700000000001.wav`]);
    expect(readdirSync(workDir).sort()).toEqual(['job-current', 'segments']);
  });
});
