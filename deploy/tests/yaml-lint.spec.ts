import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { hasCommand, parseYaml, readRepoFile, repoPath } from './repo-files';

// Plain YAML files (chart templates are Go templates, checked in chart-templates.spec.ts).
const yamlFiles = [
  'docker-compose.yml',
  'skaffold.yaml',
  'deploy/helm/lecture-library/Chart.yaml',
  'deploy/helm/lecture-library/values.yaml',
  ...readdirSync(repoPath('deploy', 'dev'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `deploy/dev/${name}`),
];

const yamllintConfig = JSON.stringify({
  extends: 'default',
  rules: {
    'line-length': { max: 120 },
    'document-start': 'disable',
    braces: { 'max-spaces-inside': 1 },
  },
});

describe('YAML files', () => {
  it.each(yamlFiles)('should parse %s without duplicate keys or warnings', (file) => {
    const documents = readRepoFile(file).split(/^---$/m);
    for (const document of documents) expect(() => parseYaml(document)).not.toThrow();
  });

  (hasCommand('yamllint') ? it : it.skip)('should pass yamllint', () => {
    const result = spawnSync('yamllint', ['-f', 'parsable', '-d', yamllintConfig, ...yamlFiles], {
      cwd: repoPath(),
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });
});
