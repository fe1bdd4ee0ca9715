import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A built service (`services/<name>/dist/main.js`) as a child process, resolved once its output matches `ready`. */
export function start(script, env, ready) {
  const child = spawn(process.execPath, [path.join(root, script)], { env: { ...process.env, LOG_LEVEL: 'info', ...env } });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      if (ready.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}: ${out.slice(-2000)}`)));
  });
}
