// `npm start`: everything a fresh machine needs, then the embedded mode.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
execFileSync(process.execPath, [path.join(here, 'ensure-system.mjs'), 'runtime'], { stdio: 'inherit' });
execFileSync(process.execPath, [path.join(here, 'prepare.mjs')], { stdio: 'inherit' });
const child = spawn(process.execPath, [path.join(here, 'dist', 'embedded.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
