// Every service in services/ (and the web app) must ship an image, a compose service,
// a chart folder and a skaffold artifact, so a new service cannot be forgotten.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  chartDir,
  documentedPorts,
  fileExists,
  parseYaml,
  parseYamlFile,
  readRepoFile,
  repoPath,
  serviceNames,
  valuesKey,
} from './repo-files';
import { render, REQUIRED_VALUES, type Manifest } from './helm';

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
}
interface SkaffoldConfig {
  metadata: { name: string };
  build?: { artifacts: { image: string; docker?: { dockerfile: string; buildArgs?: Record<string, string> } }[] };
  deploy?: { helm?: { releases: { chartPath: string; setValueTemplates?: Record<string, string> }[] } };
  profiles?: { name: string; portForward?: { resourceName: string; localPort: number }[] }[];
}

const services = serviceNames();
let rendering: Manifest[] | undefined;
/** The chart as helm renders it with the values an operator must give. */
const chart = () => (rendering ??= render(REQUIRED_VALUES));
const compose = parseYamlFile<{ services: Record<string, ComposeService> }>('docker-compose.yml').services;
const skaffold = readRepoFile('skaffold.yaml')
  .split(/^---$/m)
  .map((doc) => parseYaml<SkaffoldConfig>(doc));
const app = skaffold.find((config) => config.metadata.name === 'lecture-library');
const workspaces = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
const ports = documentedPorts();

function probePath(deployment: string, probe: string): string | undefined {
  return new RegExp(`${probe}:\\s*\\n\\s*httpGet:\\s*\\n\\s*path: (\\S+)`).exec(deployment)?.[1];
}

function packageName(folder: string): string {
  return (JSON.parse(readRepoFile(folder, 'package.json')) as { name: string }).name;
}

/** Platform source files (no specs), or none before the platform exists. */
function platformSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.includes('spec') ? [join(dir, e.name)] : [],
    );
  return fileExists('libs', 'platform', 'src') ? walk(repoPath('libs', 'platform', 'src')) : [];
}

/**
 * The health routes the platform serves, read from its code: a Nest controller
 * `@Controller('health')` with `@Get('live')` and `@Get('ready')`, or literal paths.
 * Falls back to docs/architecture.md only while the platform has no health code.
 */
function servedHealthRoutes(): { where: string; routes: string[] } {
  const routes = new Set<string>();
  let where = '';
  for (const file of platformSources()) {
    const text = readFileSync(file, 'utf8');
    const base = /@Controller\('([^']+)'\)/.exec(text)?.[1];
    const found =
      base === 'health'
        ? [...text.matchAll(/@Get\('([^']+)'\)/g)].map((m) => `/health/${m[1]}`)
        : [...text.matchAll(/['"`](\/health\/(?:live|ready))['"`]/g)].map((m) => m[1]);
    if (found.length > 0) where ||= relative(repoPath(), file);
    found.forEach((route) => routes.add(route));
  }
  if (routes.size > 0) return { where, routes: [...routes].sort() };
  const doc = readRepoFile('docs', 'architecture.md');
  return { where: 'docs/architecture.md', routes: ['/health/live', '/health/ready'].filter((r) => doc.includes(r)) };
}

describe('every service is deployable', () => {
  it('should find the services', () => {
    expect(services).toEqual(expect.arrayContaining(['gateway', 'content', 'media-storage', 'transcription']));
  });

  it('should serve the health routes the probes call', () => {
    const served = servedHealthRoutes();
    expect(served.routes).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
    // The platform exists now: the routes must come from its code, not from the docs.
    expect(served.where).toMatch(/^libs\/platform\/src\//);
  });

  describe.each(services)('%s', (name) => {
    const folder = `services/${name}`;
    const port = ports[name];

    it('should have its port documented in docs/architecture.md', () => {
      expect(port).toEqual(expect.any(Number));
    });

    describe('image (services/Dockerfile with SERVICE=' + name + ')', () => {
      const dockerfile = readRepoFile('services', 'Dockerfile');

      it('should build and start this service', () => {
        expect(packageName(folder)).toBe(`@lectures/${name}`);
        expect(dockerfile).toContain('RUN npx tsc -b services/${SERVICE}/tsconfig.build.json');
        expect(fileExists(folder, 'tsconfig.build.json')).toBe(true);
        expect(dockerfile).toContain('--workspace @lectures/${SERVICE}');
        expect(dockerfile).toContain('RUN ln -s services/${SERVICE}/dist/main.js main.js');
        expect(dockerfile).toContain('CMD ["node", "main.js"]');
      });

      it('should install only production dependencies in a non-root runtime stage on its port', () => {
        expect(dockerfile).toMatch(/npm ci --omit=dev/);
        const own = dockerfile.split('\nFROM ').find((stage) => stage.startsWith(`runtime-base AS runtime-${name}\n`)) ?? '';
        expect(own).toContain(`EXPOSE ${port}`);
        expect(own).toContain(name === 'gateway' ? `ENV PORT=${port}` : `ENV HEALTH_PORT=${port}`);
        const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
        expect(runtime).toContain('FROM runtime-${SERVICE} AS runtime');
        expect(runtime).toMatch(/\nUSER node\n/);
        expect(runtime).toContain('HEALTHCHECK');
        expect(runtime).toContain('org.opencontainers.image.title');
      });

      it('should copy every workspace manifest so npm ci matches the lockfile', () => {
        for (const workspace of workspaces) {
          expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
          expect(dockerfile).toContain(`COPY --from=build /app/${workspace}/package.json ${workspace}/`);
        }
      });
    });

    it('should have a compose service built from the image file on its port', () => {
      const service = compose[name];
      expect(service?.build).toEqual({ context: '.', dockerfile: 'services/Dockerfile', args: { SERVICE: name } });
      const env = service.environment ?? {};
      expect(env.PORT ?? env.HEALTH_PORT).toBe(String(port));
    });

    describe('chart folder', () => {
      const dir = join(chartDir, 'templates', name);
      const read = (file: string) => (fileExists(relative(repoPath(), join(dir, file))) ? readFileSync(join(dir, file), 'utf8') : '');
      const deployment = read('deployment.yaml');

      it('should probe liveness on /health/live and readiness on /health/ready', () => {
        expect(probePath(deployment, 'livenessProbe')).toBe('/health/live');
        expect(probePath(deployment, 'startupProbe')).toBe('/health/live');
        expect(probePath(deployment, 'readinessProbe')).toBe('/health/ready');
        expect(deployment).toContain(`containerPort: ${port}`);
      });

      it('should expose the port for metrics scraping', () => {
        // The gateway's port is public: its metrics have a port of their own.
        const metricsPort = name === 'gateway' ? 9464 : port;
        expect(read('service.yaml')).toContain(`port: ${metricsPort}`);
        expect(deployment).toContain(`"port" ${metricsPort}`);
      });

      // Migration Jobs and disruption budgets are written once and ranged over the services.
      const rendered = (kind: string) => chart().find((m) => m.kind === kind && m.metadata.name.replace(/^release-lecture-library-/, '').replace(/-migrate$/, '') === name);

      it('should run its migrations once per release before the pods roll', () => {
        const job = rendered('Job');
        expect(JSON.stringify(job?.spec)).toContain(JSON.stringify(['node', `${folder}/dist/main.js`, '--migrate-only']));
        expect(job?.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
      });

      it('should have a disruption budget and a values section', () => {
        expect(rendered('PodDisruptionBudget')).toBeDefined();
        expect(deployment).toContain(`.Values.${valuesKey(name)}`);
      });
    });

    it('should be built and deployed by skaffold', () => {
      const artifact = app?.build?.artifacts.find((a) => a.image === `lecture-library/${name}`);
      expect(artifact?.docker).toEqual({ dockerfile: 'services/Dockerfile', buildArgs: { SERVICE: name } });
      const templates = app?.deploy?.helm?.releases[0].setValueTemplates ?? {};
      expect(templates[`${valuesKey(name)}.image`]).toBe(
        `{{.IMAGE_FULLY_QUALIFIED_lecture_library_${name.replaceAll('-', '_')}}}`,
      );
    });
  });

  describe('web', () => {
    it('should build an Nginx image with the rendered config', () => {
      const dockerfile = readRepoFile('web', 'Dockerfile');
      expect(dockerfile).toContain('npm run build -w web');
      expect(dockerfile).toContain('COPY deploy/nginx/default.conf.template /etc/nginx/templates/default.conf.template');
      expect(dockerfile).toMatch(/\nUSER 101\n/);
    });

    it('should have a compose service, a chart folder and a skaffold artifact', () => {
      expect(compose.web?.build?.dockerfile).toBe('web/Dockerfile');
      expect(readFileSync(join(chartDir, 'templates', 'web', 'deployment.yaml'), 'utf8')).toContain('path: /healthz');
      expect(app?.build?.artifacts.map((a) => a.image)).toContain('lecture-library/web');
    });

    it('should forward the web app to localhost in skaffold dev', () => {
      const dev = app?.profiles?.find((p) => p.name === 'dev');
      expect(dev?.portForward).toEqual(
        expect.arrayContaining([expect.objectContaining({ resourceName: 'lectures-lecture-library-web', localPort: 8080 })]),
      );
      expect(app?.deploy?.helm?.releases[0].chartPath).toBe('deploy/helm/lecture-library');
    });
  });
});
