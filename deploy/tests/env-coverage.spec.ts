// Every environment variable the code reads is documented for operators in the README, and
// every one a distributed service reads can be set through the Helm chart, so a new setting
// cannot ship that an SRE has no way to find or to set.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chartDir, readRepoFile, repoPath } from './repo-files';

/** Read only by the embedded launcher (`npm start`) or used with their defaults in the cluster, where they need no chart value. */
const NOT_IN_CHART: Record<string, string> = {
  EMBEDDED_SERVICES: 'embedded mode only',
  WEB_DIST: 'the gateway image puts the SPA at the default path',
  DATA_DIR: 'the cluster stores media in S3; working files go to the default folder on an emptyDir',
  TRANSCRIPTION_WORK_DIR: 'defaults under DATA_DIR, an emptyDir in the pod',
  STORAGE_MIN_FREE_MB: 'the disk driver only: the cluster stores objects in S3',
  LISTEN_HOST: 'pods listen on every interface, the default',
  IMPORT_S3_ENDPOINT: 'the cluster reads import buckets with the store\'s own S3 settings',
  IMPORT_S3_ACCESS_KEY_ID: 'the cluster reads import buckets with the store\'s own S3 settings',
  IMPORT_S3_SECRET_ACCESS_KEY: 'the cluster reads import buckets with the store\'s own S3 settings',
  IMPORT_S3_REGION: 'the cluster reads import buckets with the store\'s own S3 settings',
  IMPORT_S3_FORCE_PATH_STYLE: 'the cluster reads import buckets with the store\'s own S3 settings',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'testing'].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !/\.(spec|medium-spec|e2e-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Variable names in the first argument of every EnvReader call (`env.int('PORT', …)`, a ternary of two names included). */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const roots = ['services', 'libs'].flatMap((top) => readdirSync(repoPath(top)).map((name) => repoPath(top, name, 'src')));
  for (const file of [...roots, repoPath('scripts', 'src')].flatMap((root) => { try { return sources(root); } catch { return []; } })) {
    for (const call of readFileSync(file, 'utf8').matchAll(/\benv\.\w+\(([^,)]+)/g)) {
      for (const name of call[1].matchAll(/'([A-Z][A-Z0-9_]+)'/g)) if (!found.has(name[1])) found.set(name[1], relative(repoPath(), file));
    }
  }
  return found;
}

function chartText(): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [readFileSync(join(dir, e.name), 'utf8')]));
  return walk(join(chartDir, 'templates')).join('\n');
}

describe('every environment variable', () => {
  const read = variablesRead();
  const readme = readRepoFile('README.md');
  const chart = chartText();

  it('should find the variables the services read', () => {
    expect([...read.keys()]).toEqual(expect.arrayContaining(['DATABASE_URL', 'AMQP_URL', 'PORT', 'HEALTH_PORT', 'SIGNING_SECRET', 'S3_BUCKET']));
  });

  it('should be documented in the README', () => {
    const missing = [...read].filter(([name]) => !readme.includes(`\`${name}\``)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('should be settable through the Helm chart unless it only matters outside the cluster', () => {
    const missing = [...read]
      .filter(([name]) => !(name in NOT_IN_CHART) && !new RegExp(`name: ${name}\\b|key: ${name}\\b`).test(chart))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });
});
