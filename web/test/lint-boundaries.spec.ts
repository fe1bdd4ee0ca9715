import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The lint config holds the app's boundaries (shared -> features -> app, no feature reaching
 * into another, no cycles, every call through the API client, jsx-a11y): deliberately wrong
 * files are refused with the rule that catches each, and a right one passes.
 */
const web = path.resolve(__dirname, '..');
const probe = `zz-lint-probe-${process.pid}`;
const featureDir = path.join(web, 'src/features', probe);
const sharedFile = path.join(web, 'src/lib', `${probe}.ts`);

const FILES: Record<string, string> = {
  [path.join(featureDir, 'uses-other-feature.tsx')]: "import { HomePage } from '@/features/public/home-page';\nexport const Page = HomePage;\n",
  [path.join(featureDir, 'uses-app.ts')]: "import { routes } from '@/app/router';\nexport const count = routes.length;\n",
  [path.join(featureDir, 'calls-fetch.ts')]: "export const load = (): Promise<Response> => fetch('/api/content/public');\n",
  [path.join(featureDir, 'cycle-a.ts')]: "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
  [path.join(featureDir, 'cycle-b.ts')]: "import { a } from './cycle-a';\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n",
  [path.join(featureDir, 'no-alt.tsx')]: 'export const Picture = () => <img src="/a.png" />;\n',
  [path.join(featureDir, 'fine.tsx')]: "import { Button } from '@/components/ui/button';\nimport { apiJson } from '@/lib/api-client';\nexport const Save = () => <Button onClick={() => void apiJson('POST', '/api/x')}>Save</Button>;\n",
  [sharedFile]: "import { HomePage } from '@/features/public/home-page';\nexport const Page = HomePage;\n",
};

type LintResult = { filePath: string; messages: { ruleId: string | null }[] };

function lint(files: string[]): LintResult[] {
  try {
    return JSON.parse(execFileSync(path.join(web, '../node_modules/.bin/eslint'), ['--format', 'json', ...files], { cwd: web, encoding: 'utf8' })) as LintResult[];
  } catch (error) {
    // ESLint exits 1 when it found problems; its report is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as LintResult[];
  }
}

describe('the web lint config', () => {
  let rules: Record<string, string[]>;

  beforeAll(() => {
    mkdirSync(featureDir, { recursive: true });
    for (const [file, text] of Object.entries(FILES)) writeFileSync(file, text);
    const results = lint(Object.keys(FILES));
    rules = Object.fromEntries(results.map((r) => [path.relative(web, r.filePath), [...new Set(r.messages.map((m) => m.ruleId ?? 'parse error'))].sort()]));
  }, 120000);

  afterAll(() => {
    rmSync(featureDir, { recursive: true, force: true });
    rmSync(sharedFile, { force: true });
  });

  const at = (name: string) => path.join('src/features', probe, name);

  it('should refuse a feature importing another feature or the app', () => {
    expect(rules[at('uses-other-feature.tsx')]).toEqual(['import-x/no-restricted-paths']);
    expect(rules[at('uses-app.ts')]).toEqual(['import-x/no-restricted-paths']);
  });

  it('should refuse shared code importing a feature', () => {
    expect(rules[path.join('src/lib', `${probe}.ts`)]).toEqual(['import-x/no-restricted-paths']);
  });

  it('should refuse import cycles, fetch() beside the API client and an image without a text alternative', () => {
    expect(rules[at('cycle-a.ts')]).toEqual(['import-x/no-cycle']);
    expect(rules[at('calls-fetch.ts')]).toEqual(['no-restricted-globals']);
    expect(rules[at('no-alt.tsx')]).toEqual(['jsx-a11y/alt-text']);
  });

  it('should pass a feature that uses shared components and the API client', () => {
    expect(rules[at('fine.tsx')]).toEqual([]);
  });
});
