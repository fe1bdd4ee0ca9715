import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasCommand, parseYaml, repoPath, serviceNames } from './repo-files';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  ports?: unknown[];
  volumes?: unknown[];
  command?: string | string[];
  healthcheck?: { test: unknown };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const composeFile = repoPath('docker-compose.yml');
// An empty env file: a developer's own .env must not change what is checked.
const emptyEnvFile = join(mkdtempSync(join(tmpdir(), 'compose-env-')), 'empty.env');
writeFileSync(emptyEnvFile, '');
const composeArgs = ['-f', composeFile, '--env-file', emptyEnvFile];
const available = hasCommand('docker-compose');
if (!available) {
  console.warn('docker-compose is not installed: skipping the docker-compose config checks (apt-get install docker-compose).');
}
const withCompose = available ? describe : describe.skip;

function composeConfig(env: NodeJS.ProcessEnv = {}): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('docker-compose', [...composeArgs, 'config'], {
    encoding: 'utf8',
    // Only the defaults written in the file count, not the caller's shell.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

withCompose('docker-compose.yml', () => {
  let config: ComposeFile;
  beforeAll(() => {
    const result = composeConfig();
    if (result.status !== 0) throw new Error(`docker-compose config failed:\n${result.stderr}`);
    config = parseYaml<ComposeFile>(result.stdout);
  });

  it('should pass docker-compose config -q', () => {
    const result = spawnSync('docker-compose', [...composeArgs, 'config', '-q'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('should run the infrastructure with health checks and named volumes', () => {
    for (const name of ['postgres', 'rabbitmq', 'redis', 'minio']) {
      expect(config.services[name]?.healthcheck).toBeDefined();
    }
    expect(Object.keys(config.volumes ?? {})).toEqual(
      expect.arrayContaining(['postgres-data', 'rabbitmq-data', 'redis-data', 'minio-data']),
    );
    expect(config.services.rabbitmq.image).toMatch(/management/);
  });

  it('should create the bucket the services are configured with', () => {
    const init = config.services['minio-init'];
    const command = [init.command].flat().join(' ');
    expect(command).toContain('mc mb --ignore-existing');
    expect(init.environment?.S3_BUCKET).toBe(config.services['media-storage'].environment?.S3_BUCKET);
    expect(config.services['media-storage'].depends_on?.['minio-init']).toEqual({
      condition: 'service_completed_successfully',
    });
  });

  it.each(serviceNames())('should start %s only after PostgreSQL and RabbitMQ are healthy', (name) => {
    const service = config.services[name];
    expect(service).toBeDefined();
    expect(service.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    expect(service.depends_on?.rabbitmq).toEqual({ condition: 'service_healthy' });
    expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(service.environment?.AMQP_URL).toMatch(/^amqp:\/\/.+@rabbitmq:5672/);
  });

  it('should give the gateway Redis and the web app the gateway as upstream', () => {
    expect(config.services.gateway.depends_on?.redis).toEqual({ condition: 'service_healthy' });
    expect(config.services.gateway.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(config.services.web.depends_on?.gateway).toEqual({ condition: 'service_healthy' });
    expect(config.services.web.environment?.GATEWAY_UPSTREAM).toBe('gateway:3000');
    expect(JSON.stringify(config.services.web.ports)).toContain('8080');
  });

  it('should let a .env file override the defaults', () => {
    const result = composeConfig({ POSTGRES_PASSWORD: 's3cret', WEB_PORT: '9090' });
    const overridden = parseYaml<ComposeFile>(result.stdout);
    expect(overridden.services.content.environment?.DATABASE_URL).toContain(':s3cret@postgres');
    expect(JSON.stringify(overridden.services.web.ports)).toContain('9090');
  });
});
