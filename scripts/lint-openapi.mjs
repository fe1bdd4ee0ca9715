// Lints an OpenAPI document with Redocly's `recommended` rules and the project's own
// settings (redocly.yaml beside this repo's root). Prints one line per problem and exits 1
// when any is an error. `node scripts/lint-openapi.mjs <file | http(s) URL>`, e.g.
// `node scripts/lint-openapi.mjs http://localhost:3000/api/docs/openapi.json`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: node scripts/lint-openapi.mjs <file | URL>\n');
  process.exit(2);
}
const source = /^https?:\/\//.test(target) ? await (await fetch(target)).text() : await readFile(target, 'utf8');
const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
const problems = await lintFromString({ source, absoluteRef: path.resolve('openapi.json'), config });
for (const problem of problems) {
  const where = problem.location?.[0]?.pointer ?? '';
  process.stdout.write(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}\n`);
}
process.exit(problems.some((p) => p.severity === 'error') ? 1 : 0);
