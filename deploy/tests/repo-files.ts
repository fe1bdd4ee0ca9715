// Paths and readers shared by the deploy specs. Everything is read from the working
// tree, so a new service folder is picked up without touching these tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

export const repoRoot = join(__dirname, '..', '..');
export const chartDir = join(repoRoot, 'deploy', 'helm', 'lecture-library');

export function repoPath(...parts: string[]): string {
  return join(repoRoot, ...parts);
}

export function readRepoFile(...parts: string[]): string {
  return readFileSync(repoPath(...parts), 'utf8');
}

/** Parses YAML strictly: duplicate keys and warnings are errors. */
export function parseYaml<T = unknown>(text: string): T {
  // merge: docker-compose.yml shares blocks through `<<: *anchor`.
  const doc = YAML.parseDocument(text, { uniqueKeys: true, prettyErrors: true, merge: true });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('\n'));
  return doc.toJS() as T;
}

export function parseYamlFile<T = unknown>(...parts: string[]): T {
  return parseYaml<T>(readRepoFile(...parts));
}

/** Folder names under services/, each one deployable service. */
export function serviceNames(): string[] {
  return readdirSync(repoPath('services'))
    .filter((name) => statSync(repoPath('services', name)).isDirectory())
    .sort();
}

/** Values key of a component: media-storage -> mediaStorage. */
export function valuesKey(component: string): string {
  return component.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** True when `command` can be run here (it is on PATH). */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Ports the architecture page fixes, e.g. { gateway: 3000, content: 3001 }. */
export function documentedPorts(): Record<string, number> {
  const doc = readRepoFile('docs', 'architecture.md');
  const ports: Record<string, number> = {};
  for (const match of doc.matchAll(/^\| ([a-z-]+) \| `[A-Z_]+` \((\d+)\) \|/gm)) {
    ports[match[1]] = Number(match[2]);
  }
  return ports;
}

export function fileExists(...parts: string[]): boolean {
  return existsSync(repoPath(...parts));
}
