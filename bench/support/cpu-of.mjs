import { readFileSync } from 'node:fs';

/** CPU seconds a process has used so far (user + system, from /proc; Linux only). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
