// `npm test`: every check, from a fresh clone. Installs and starts what is
// missing, builds, lints, type-checks, then runs the unit, medium (real
// Postgres, RabbitMQ, Redis) and end-to-end (built product, real browser) tiers.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const log = (msg) => process.stdout.write(`\n[test] ${msg}\n`);
const node = (script, ...args) => execFileSync(process.execPath, [path.join(here, script), ...args], { stdio: 'inherit', cwd: root });

node('ensure-system.mjs', 'test');
node('prepare.mjs');

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  // The end-to-end tests and their support run through swc, which does not check types.
  ['test typecheck', 'npx', ['tsc', '-p', 'test']],
  ['web typecheck', 'npm', ['run', 'typecheck', '-w', 'web', '--if-present']],
  ['web lint', 'npm', ['run', 'lint', '-w', 'web', '--if-present']],
];
for (const [name, cmd, args] of steps) {
  log(name);
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    process.stdout.write(`\n${name} failed\n`);
    process.exit(1);
  }
}

mkdirSync(path.join(root, 'test-output'), { recursive: true });
const tiers = [
  ['web', ['-c', 'web/jest.config.cjs', '--maxWorkers=2']],
  ['unit', ['--maxWorkers=2']],
  ['medium', ['--maxWorkers=2']],
  ['e2e', ['--runInBand']],
];
const only = process.env.TEST_TIERS?.split(',');
let passed = 0;
let failed = 0;
let ok = true;
for (const [tier, extra] of tiers) {
  if (only && !only.includes(tier)) continue;
  log(`jest: ${tier}`);
  const report = path.join(root, 'test-output', `jest-${tier}.json`);
  const select = tier === 'web' ? [] : ['--selectProjects', tier];
  const result = spawnSync('npx', ['jest', '--ci', ...select, '--passWithNoTests', '--json', `--outputFile=${report}`, ...extra], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
  });
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + (summary.numRuntimeErrorTestSuites ?? 0);
  }
  if (result.status !== 0) ok = false;
}
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
