// The transcription image leaves out whisper.cpp's GPU builds (CUDA 189 MB, Vulkan 54 MB)
// unless built with WHISPER_GPU_BUILDS=true: the deps stage's commands that touch them run
// here, with the stage's ARGs as the shell sees them, against a node_modules laid out as npm
// installs the binding on Linux x64.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRepoFile } from './repo-files';

const BUILDS = ['node-whisper-linux-x64', 'node-whisper-linux-x64-cuda', 'node-whisper-linux-x64-vulkan'];

/** A stage's logical lines (continuations joined, comments dropped). */
function stage(dockerfile: string, name: string): string[] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim());
  const start = lines.findIndex((l) => new RegExp(`^FROM .* AS ${name}$`, 'i').test(l));
  const end = lines.findIndex((l, i) => i > start && /^FROM /i.test(l));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((l) => l && !l.startsWith('#'));
}

describe('the transcription image and whisper.cpp GPU builds', () => {
  const deps = stage(readRepoFile('services', 'Dockerfile'), 'deps');
  const defaults = Object.fromEntries(deps.filter((l) => /^ARG /i.test(l)).map((l) => l.slice(4).trim().split('=')).map(([k, v]) => [k, v ?? '']));
  const pruning = deps.filter((l) => /^RUN /i.test(l) && l.includes('node-whisper')).map((l) => l.replace(/^RUN\s+(--mount=\S+\s+)*/i, ''));

  /** The builds left after the stage's commands, with these build arguments. */
  function left(args: Record<string, string>): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'whisper-builds-'));
    try {
      for (const build of BUILDS) mkdirSync(join(dir, 'node_modules', '@fugood', build), { recursive: true });
      for (const command of pruning) execFileSync('sh', ['-ec', command], { cwd: dir, env: { PATH: process.env.PATH, ...defaults, ...args } });
      return BUILDS.filter((build) => existsSync(join(dir, 'node_modules', '@fugood', build)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('should be a build argument, off by default', () => {
    expect(defaults.WHISPER_GPU_BUILDS).toBe('false');
    expect(pruning).toHaveLength(1);
  });

  it('should keep only the CPU build in the default image', () => {
    expect(left({ SERVICE: 'transcription' })).toEqual(['node-whisper-linux-x64']);
  });

  it('should keep the CUDA and Vulkan builds in the GPU variant', () => {
    expect(left({ SERVICE: 'transcription', WHISPER_GPU_BUILDS: 'true' })).toEqual(BUILDS);
  });
});
