// Render-free checks of the Helm templates: helm is not installable in the development
// environment, so these catch what a render would: unknown values, undefined helpers,
// unbalanced blocks, missing objects.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chartDir, parseYamlFile } from './repo-files';

const templatesDir = join(chartDir, 'templates');

function templateFiles(dir = templatesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const files = templateFiles().map((file) => ({ name: relative(templatesDir, file), text: readFileSync(file, 'utf8') }));
const values = parseYamlFile<Record<string, unknown>>('deploy', 'helm', 'lecture-library', 'values.yaml');

function hasPath(root: unknown, path: string[]): boolean {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

describe('chart templates', () => {
  it.each(files.map((f) => [f.name, f.text]))('%s should only read values that values.yaml defines', (_, text) => {
    const paths = [...text.matchAll(/\.Values((?:\.[A-Za-z0-9_]+)+)/g)].map((m) => m[1].slice(1));
    const unknown = paths.filter((path) => !hasPath(values, path.split('.')));
    expect(unknown).toEqual([]);
  });

  it.each(files.map((f) => [f.name, f.text]))('%s should have balanced actions and blocks', (_, text) => {
    expect(text.split('{{').length).toBe(text.split('}}').length);
    const opened = text.match(/\{\{-?\s*(if|with|range|define|block)\b/g)?.length ?? 0;
    const closed = text.match(/\{\{-?\s*end\b/g)?.length ?? 0;
    expect(closed).toBe(opened);
  });

  it('should define every helper the templates include', () => {
    const defined = new Set(files.flatMap((f) => [...f.text.matchAll(/define "([^"]+)"/g)].map((m) => m[1])));
    const used = files.flatMap((f) => [...f.text.matchAll(/(?:include|template) "([^"]+)"/g)].map((m) => m[1]));
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('should fail rendering with a message when a connection value is missing', () => {
    const helpers = files.find((f) => f.name === '_helpers.tpl')?.text ?? '';
    for (const what of ['postgresql.url', 'rabbitmq.url', 'redis.url', 'signing.secret']) {
      expect(files.some((f) => f.text.includes(`"what" "${what}"`))).toBe(true);
    }
    expect(helpers).toMatch(/required \(printf "%s \(or %s\.existingSecret\) is required"/);
    expect(helpers).toContain('required "s3.bucket is required"');
  });

  it('should give the gateway and the transcription workers a CPU autoscaler', () => {
    for (const component of ['gateway', 'transcription']) {
      const hpa = files.find((f) => f.name === `${component}/hpa.yaml`)?.text ?? '';
      expect(hpa).toContain('kind: HorizontalPodAutoscaler');
      expect(hpa).toContain('name: cpu');
    }
  });

  it('should scale transcription on the segment queue length with KEDA', () => {
    const scaled = files.find((f) => f.name === 'transcription/scaledobject.yaml')?.text ?? '';
    expect(scaled).toContain('kind: ScaledObject');
    expect(scaled).toContain('type: rabbitmq');
    expect(scaled).toContain('mode: QueueLength');
    expect(scaled).toContain('transcription.segments');
    // KEDA manages its own HPA: the CPU one must step aside.
    const hpa = files.find((f) => f.name === 'transcription/hpa.yaml')?.text ?? '';
    expect(hpa).toMatch(/not \$v\.keda\.enabled/);
  });

  it('should annotate the Ingress for SSE and WebSocket traffic', () => {
    const ingress = files.find((f) => f.name === 'ingress.yaml')?.text ?? '';
    expect(ingress).toContain('nginx.ingress.kubernetes.io/proxy-buffering: "off"');
    expect(ingress).toContain('nginx.ingress.kubernetes.io/proxy-read-timeout: "3600"');
    expect(ingress).toMatch(/path: \/ws\n/);
  });

  it('should open only the gateway and web to traffic from outside the release', () => {
    const policy = files.find((f) => f.name === 'networkpolicy.yaml')?.text ?? '';
    expect(policy).toContain('range $component := list "gateway" "web"');
    expect(policy).toContain('$internal := list "content" "media-storage" "transcription"');
  });
});
