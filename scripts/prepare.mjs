// Makes a fresh clone runnable: installs npm packages when missing or stale,
// then builds the TypeScript projects and the web app when sources changed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg) => process.stdout.write(`[setup] ${msg}\n`);
const sh = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
  // Exactly the committed lockfile: nothing here rewrites it.
  log('npm ci');
  sh('npm ci --no-audit --no-fund');
}
/** Newest modification time under a file or folder. */
function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((max, name) => Math.max(max, newest(path.join(file, name))), stat.mtimeMs);
}

log('building (tsc -b is incremental)');
sh('npx tsc -b');
const web = path.join(root, 'web');
const builtIndex = path.join(web, 'dist', 'index.html');
const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((f) => path.join(web, f)).filter(existsSync);
if (!existsSync(builtIndex) || Math.max(...webSources.map(newest)) > statSync(builtIndex).mtimeMs) {
  log('building the web app');
  sh('npm run build -w web');
}
