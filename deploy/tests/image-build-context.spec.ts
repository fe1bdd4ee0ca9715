// Proves each service image can build without a Docker engine: the build stage of
// services/Dockerfile, with SERVICE set to the service, has its context reproduced from its
// COPY lines (minus .dockerignore), workspace links made the way `npm ci` makes them, and its
// build commands run there. A Dockerfile that forgets a folder a TypeScript project
// references fails here, as it would in `docker build`.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { readRepoFile, repoRoot, serviceNames } from './repo-files';

const services = serviceNames();

/** The build stage (the first FROM ... AS build) as logical lines, continuations joined. */
function buildStage(dockerfile: string): string[] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim());
  const start = lines.findIndex((l) => /^FROM .* AS build$/i.test(l));
  const end = lines.findIndex((l, i) => i > start && /^FROM /i.test(l));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((l) => l && !l.startsWith('#'));
}

/** .dockerignore patterns as a test on repository-relative paths. */
function dockerIgnored(): (path: string) => boolean {
  const patterns = readRepoFile('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const regexes = patterns.map((p) => {
    const body = p.replace(/[.+^${}()|[\]]/g, '\\$&').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*');
    return new RegExp(`^${body}(?:/.*)?$`);
  });
  return (path) => regexes.some((r) => r.test(path));
}

/** Copies what the stage's COPY lines bring in, then links workspaces as `npm ci` would. */
function reproduceContext(stage: string[], dir: string, service: string): string[] {
  const ignored = dockerIgnored();
  for (const line of stage.filter((l) => /^COPY /i.test(l) && !/--from=/.test(l))) {
    const parts = line.replaceAll('${SERVICE}', service).split(/\s+/).slice(1).filter((p) => !p.startsWith('--'));
    const dest = parts.pop() as string;
    for (const source of parts) {
      const target = dest.endsWith('/') ? join(dir, dest, source.split('/').pop() as string) : join(dir, dest === './' ? source : dest);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(repoRoot, source), target, {
        recursive: true,
        filter: (from) => !ignored(relative(repoRoot, from)),
      });
    }
  }
  // node_modules: every installed package, but the workspace links point into this copy.
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@lectures'), { recursive: true });
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '@lectures' && name !== '.cache') symlinkSync(join(repoRoot, 'node_modules', name), join(modules, name));
  }
  const workspaces = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
  for (const workspace of workspaces) {
    const manifest = join(dir, workspace, 'package.json');
    if (!existsSync(manifest)) continue; // npm ci links only workspaces whose manifest was copied
    const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name;
    symlinkSync(join(dir, workspace), join(modules, name));
  }
  return stage.filter((l) => /^RUN /i.test(l)).map((l) => l.replace(/^RUN\s+(--mount=\S+\s+)*/i, ''));
}

describe('service images', () => {
  it.each(services)('%s should build from exactly what its Dockerfile copies', (service) => {
    const dir = mkdtempSync(join(tmpdir(), `image-${service}-`));
    try {
      const commands = reproduceContext(buildStage(readRepoFile('services', 'Dockerfile')), dir, service);
      expect(commands.some((c) => c.includes('tsc -b'))).toBe(true);
      for (const command of commands.filter((c) => !/^npm ci\b/.test(c))) {
        try {
          execSync(command, { cwd: dir, stdio: 'pipe', env: { ...process.env, SERVICE: service, npm_config_update_notifier: 'false' } });
        } catch (error) {
          const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
          throw new Error(`"${command}" failed in the ${service} image's build context:\n${String(stdout)}${String(stderr)}`);
        }
      }
      // What the runtime stage receives: the service's entry point, and the SPA for the gateway only.
      expect(existsSync(join(dir, 'out', 'services', service, 'dist', 'main.js'))).toBe(true);
      expect(existsSync(join(dir, 'out', 'web', 'dist', 'index.html'))).toBe(service === 'gateway');
      expect(readdirSync(join(dir, 'out', 'services', service, 'dist'), { recursive: true }).some((f) => /\.(medium-)?spec\./.test(String(f)))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
