import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * The repository's own ESLint config on some texts, with only the import rule running (no type
 * information needed, so no TypeScript program is built). One child process for all of them:
 * ESLint loads its config with import(), which jest's module registry does not offer.
 */
function importProblems(cases: Record<string, { file: string; text: string }>): Record<string, string[]> {
  const script = `
    const { ESLint } = require('eslint');
    const eslint = new ESLint({
      cwd: process.cwd(),
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    });
    const cases = Object.entries(JSON.parse(process.argv[1]));
    Promise.all(cases.map(([name, { file, text }]) => eslint.lintText(text, { filePath: file }).then(([r]) => [name, r.messages.map((m) => m.message)])))
      .then((results) => process.stdout.write(JSON.stringify(Object.fromEntries(results))));
  `;
  const absolute = Object.fromEntries(Object.entries(cases).map(([name, c]) => [name, { ...c, file: path.join(ROOT, c.file) }]));
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(absolute)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

describe("the gateway's http/ folder", () => {
  const problems = importProblems({
    domain: { file: 'services/gateway/src/http/configure-http.ts', text: "import { originCheck } from '../security/origin-check';\nexport const check = originCheck;\n" },
    above: { file: 'services/gateway/src/http/json-body.ts', text: "export { version } from '../../package.json';\n" },
    allowed: {
      file: 'services/gateway/src/http/configure-http.ts',
      text: "import { AppError } from '@lectures/proto';\nimport type { GatewayConfig } from '../gateway.config';\nimport { TooManyRequests } from './too-many-requests';\nexport type T = [AppError, GatewayConfig, TooManyRequests];\n",
    },
    intoHttp: { file: 'services/gateway/src/security/rate-limiters.ts', text: "import { TooManyRequests } from '../http/too-many-requests';\nexport const T = TooManyRequests;\n" },
  });

  it('should fail lint on an import from a domain folder', () => {
    expect(problems.domain).toEqual([expect.stringMatching(/http\/ imports no domain folder/)]);
  });

  it('should fail lint on an import from above the service', () => {
    expect(problems.above).toEqual([expect.stringMatching(/http\/ imports no domain folder/)]);
  });

  it('should pass its own files, the shared packages and the root config file', () => {
    expect(problems.allowed).toEqual([]);
  });

  it('should let a domain folder import http/', () => {
    expect(problems.intoHttp).toEqual([]);
  });
});
