// Renders the chart with the real helm binary over the value sets operators use, then
// validates every manifest against the Kubernetes API schemas and the rules we promise.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chartDir, readRepoFile } from './repo-files';
import { helm, render, REQUIRED_VALUES, validateAgainstKubernetes, type Manifest } from './helm';

const required = REQUIRED_VALUES;
const existingSecrets = {
  'postgresql.existingSecret': 'lectures-db',
  'rabbitmq.existingSecret': 'lectures-mq',
  'redis.existingSecret': 'lectures-cache',
  's3.bucket': 'lectures',
  's3.existingSecret': 'lectures-s3',
  'signing.existingSecret': 'lectures-signing',
  publicUrl: 'https://lectures.example.org',
};
const matrix: [string, Record<string, string | number | boolean>][] = [
  ['defaults with the required secrets', required],
  ['external secrets (existingSecret)', existingSecrets],
  ['KEDA scaling transcription workers', { ...required, 'transcription.keda.enabled': true }],
  ['ServiceMonitor on', { ...required, 'metrics.serviceMonitor.enabled': true }],
  ['ingress with TLS', { ...required, 'ingress.enabled': true, 'ingress.host': 'lectures.example.org', 'ingress.tls.secretName': 'lectures-tls' }],
  ['the model servers on', { ...required, 'modelServers.whisper.enabled': true, 'modelServers.chat.enabled': true }],
  // `--set` splits at commas unless they are escaped.
  ['the importer Job with an archive volume', { ...required, 'importer.enabled': true, 'importer.source': '/import/sermons', 'importer.apiKeySecret.name': 'importer-key', 'importer.volume.existingClaim': 'archive', 'mediaStorage.imports.existingClaim': 'archive', 'mediaStorage.imports.buckets[0]': 'old-site' }],
  ['whisper.cpp in the workers on a GPU, models on a volume', { ...required, 'transcription.models.enabled': true, 'transcription.models.whisperModel': 'small', 'transcription.gpu.enabled': true, 'transcription.nodeSelector.accelerator': 'nvidia' }],
  ['staff terms for the offline engine', { ...required, 'transcription.vocabulary': 'Ibn Uthaymin\\, Ibn Uthaimeen\nmuhaddith' }],
];
/** Health routes the model servers' images document (speaches, Ollama). */
const MODEL_SERVER_HEALTH: Record<string, string> = { whisper: '/health', chat: '/' };

interface Container {
  name: string;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { runAsNonRoot?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
  initContainers?: Container[];
}

const podSpec = (m: Manifest) => (m.spec as { template: { spec: PodSpec } }).template.spec;
const workloads = (manifests: Manifest[]) => manifests.filter((m) => m.kind === 'Deployment' || m.kind === 'Job');

/** Health routes the processes really serve: the platform's health controller and the web image's Nginx. */
function servedHealthPaths(): Set<string> {
  const controller = readRepoFile('libs', 'platform', 'src', 'health', 'health.controller.ts');
  const prefix = /@Controller\('([^']+)'\)/.exec(controller)?.[1] ?? '';
  const routes = [...controller.matchAll(/@Get\('([^']+)'\)/g)].map((m) => `/${prefix}/${m[1]}`);
  const nginx = [...readRepoFile('deploy', 'nginx', 'default.conf.template').matchAll(/location = (\/\S+)/g)].map((m) => m[1]);
  return new Set([...routes, ...nginx]);
}

/** Every broken promise in a rendering, one line each. */
function policyViolations(manifests: Manifest[]): string[] {
  const paths = servedHealthPaths();
  const out: string[] = [];
  for (const m of workloads(manifests)) {
    const pod = podSpec(m);
    for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
      const at = `${m.kind}/${m.metadata.name}/${c.name}`;
      if (!c.resources?.requests?.cpu || !c.resources.requests.memory) out.push(`${at}: no cpu and memory requests`);
      if (!c.resources?.limits?.memory) out.push(`${at}: no memory limit`);
      if (!(c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot)) out.push(`${at}: may run as root`);
      if (!c.securityContext?.capabilities?.drop?.includes('ALL')) out.push(`${at}: does not drop all capabilities`);
      if (c.securityContext?.readOnlyRootFilesystem !== true) out.push(`${at}: writable root filesystem`);
      if (m.kind !== 'Deployment') continue;
      for (const probe of ['livenessProbe', 'readinessProbe'] as const) {
        const path = c[probe]?.httpGet?.path;
        if (!path) out.push(`${at}: no ${probe}`);
        else if (!(MODEL_SERVER_HEALTH[c.name] ? path === MODEL_SERVER_HEALTH[c.name] : paths.has(path))) out.push(`${at}: ${probe} on ${path}, a route nothing serves`);
      }
    }
  }
  for (const d of manifests.filter((m) => m.kind === 'Deployment')) {
    const hpa = manifests.find((m) => m.kind === 'HorizontalPodAutoscaler' && (m.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === d.metadata.name);
    const replicas = Math.max(Number((d.spec as { replicas?: number }).replicas ?? 1), Number((hpa?.spec as { minReplicas?: number } | undefined)?.minReplicas ?? 0));
    const labels = (d.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
    const pdb = manifests.find(
      (m) =>
        m.kind === 'PodDisruptionBudget' &&
        Object.entries((m.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels).every(([k, v]) => labels[k] === v),
    );
    if (replicas > 1 && !pdb) out.push(`Deployment/${d.metadata.name}: ${replicas} replicas without a PodDisruptionBudget`);
  }
  return out;
}

describe('Helm chart rendered by helm', () => {
  it('should pass helm lint --strict with the required values', () => {
    const result = helm('lint', required);
    expect(result.output).toContain('0 chart(s) failed');
    expect(result.status).toBe(0);
  });

  it('should refuse to render without a database URL, naming the value', () => {
    const rest: Record<string, string> = { ...required };
    delete rest['postgresql.url'];
    const result = helm('template', rest);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('postgresql.url (or postgresql.existingSecret) is required');
  });

  describe.each(matrix)('with %s', (_, values) => {
    const manifests = render(values);

    it('should render every service, its migration Job and its disruption budget', () => {
      const names = (kind: string) => manifests.filter((m) => m.kind === kind).map((m) => m.metadata.name.replace(/^release-lecture-library-/, ''));
      const models = values['modelServers.whisper.enabled'] ? ['chat', 'whisper'] : [];
      expect(names('Deployment').sort()).toEqual(['content', 'gateway', 'media-renditions', 'media-storage', 'transcription', 'web', ...models].sort());
      const importer = values['importer.enabled'] ? ['importer-run'] : [];
      expect(names('Job').sort()).toEqual(['content-migrate', 'gateway-migrate', ...importer, 'media-storage-migrate', 'transcription-migrate']);
    });

    it('should be valid against the Kubernetes API schemas', () => {
      const { problems, skipped } = validateAgainstKubernetes(manifests);
      expect(problems).toEqual([]);
      // Only custom resources (KEDA, Prometheus operator) lack a built-in schema.
      expect(skipped.filter((s) => !/keda\.sh|monitoring\.coreos\.com/.test(s))).toEqual([]);
    });

    it('should keep every promise: requests and limits, non-root, read-only root, no capabilities, real probes, PDBs', () => {
      expect(policyViolations(manifests)).toEqual([]);
    });
  });

  it('should run the rendition worker as the media-storage image in its renditions role, scaled by KEDA on its queue', () => {
    const manifests = render({ ...required, 'mediaRenditions.keda.enabled': true });
    const env = (name: string) =>
      manifests.find((m) => m.kind === 'Deployment' && m.metadata.name.endsWith(name))?.spec.template.spec.containers[0].env as { name: string; value?: string }[];
    expect(env('media-renditions')).toContainEqual({ name: 'MEDIA_STORAGE_ROLE', value: 'renditions' });
    expect(env('media-storage')).toContainEqual({ name: 'MEDIA_STORAGE_ROLE', value: 'api' });
    const scaled = manifests.filter((m) => m.kind === 'ScaledObject');
    expect(scaled.map((m) => m.metadata.name)).toEqual(['release-lecture-library-media-renditions']);
    expect(JSON.stringify(scaled[0].spec)).toContain('"queueName":"media-renditions"');
    // Without its own deployment, media-storage makes renditions itself.
    const alone = render({ ...required, 'mediaRenditions.enabled': false });
    expect(alone.some((m) => m.metadata.name.endsWith('media-renditions'))).toBe(false);
    expect(JSON.stringify(alone)).not.toContain('MEDIA_STORAGE_ROLE');
  });

  it('should scale transcription with KEDA on the segment queue instead of the CPU autoscaler', () => {
    const manifests = render({ ...required, 'transcription.keda.enabled': true });
    const scaled = manifests.find((m) => m.kind === 'ScaledObject');
    expect(JSON.stringify(scaled?.spec)).toContain('transcription.segments');
    expect(manifests.some((m) => m.kind === 'HorizontalPodAutoscaler' && m.metadata.name.endsWith('transcription'))).toBe(false);
  });

  it('should set the KEDA target per pod to the waiting segments per worker times the workers per pod, and allow scale to zero', () => {
    const manifests = render({ ...required, 'transcription.keda.enabled': true, 'transcription.keda.queueLength': 4, 'transcription.workersPerPod': 3, 'transcription.keda.minReplicaCount': 0 });
    const scaled = manifests.find((m) => m.kind === 'ScaledObject')?.spec as { minReplicaCount: number; triggers: { metadata: { value: string } }[] };
    expect(scaled.triggers[0].metadata.value).toBe('12');
    expect(scaled.minReplicaCount).toBe(0);
  });

  it('should scale transcription on the backlog lane too, from PostgreSQL, and run the importer against the gateway with its key', () => {
    const manifests = render({ ...required, 'transcription.keda.enabled': true, 'importer.enabled': true, 'importer.source': 's3://old-site/sermons', 'importer.apiKeySecret.name': 'importer-key' });
    const triggers = (manifests.find((m) => m.kind === 'ScaledObject')?.spec as { triggers: { type: string; metadata: Record<string, string> }[] }).triggers;
    expect(triggers.map((t) => t.type)).toEqual(['rabbitmq', 'postgresql']);
    expect(triggers[1].metadata).toMatchObject({ connectionFromEnv: 'DATABASE_URL', targetQueryValue: '20' });
    expect(triggers[1].metadata.query).toContain("lane = 'backlog'");
    const job = manifests.find((m) => m.kind === 'Job' && m.metadata.name === 'release-lecture-library-importer-run');
    expect(JSON.stringify(job)).toContain('"args":["s3://old-site/sermons"]');
    expect(JSON.stringify(job)).toContain('http://release-lecture-library-gateway:3000');
    expect(JSON.stringify(job)).toContain('"secretKeyRef":{"name":"importer-key","key":"LIBRARY_API_KEY"}');
  });

  it('should point transcription at the in-cluster model servers, on GPU nodes, with models kept on volumes', () => {
    const manifests = render({ ...required, 'modelServers.whisper.enabled': true, 'modelServers.chat.enabled': true });
    const deployment = (name: string) => manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === `release-lecture-library-${name}`)!;
    const env = Object.fromEntries(
      (podSpec(deployment('transcription')).containers[0] as unknown as { env: { name: string; value?: string }[] }).env.map((e) => [e.name, e.value]),
    );
    expect(env).toMatchObject({
      STT_ENGINE: 'openai',
      OPENAI_BASE_URL: 'http://release-lecture-library-whisper:8000/v1',
      OPENAI_TRANSCRIBE_MODEL: 'Systran/faster-whisper-large-v3',
      OPENAI_CHAT_BASE_URL: 'http://release-lecture-library-chat:11434/v1',
      OPENAI_CHAT_MODEL: 'qwen2.5:7b-instruct',
    });
    for (const name of ['whisper', 'chat']) {
      const pod = podSpec(deployment(name)) as PodSpec & { tolerations?: { key: string }[] };
      expect(pod.containers[0].resources?.limits).toMatchObject({ 'nvidia.com/gpu': 1 });
      expect(pod.tolerations?.map((t) => t.key)).toContain('nvidia.com/gpu');
      const claim = manifests.find((m) => m.kind === 'PersistentVolumeClaim' && m.metadata.name === `release-lecture-library-${name}`);
      expect(claim?.metadata).toMatchObject({ annotations: { 'helm.sh/resource-policy': 'keep' } });
    }
    // Off by default: the offline engine and the rules, nothing to schedule on a GPU.
    const plain = render(required);
    expect(plain.some((m) => /-(whisper|chat)$/.test(m.metadata.name))).toBe(false);
  });

  it('should mount Whisper models read-only from a volume it keeps, and request a GPU for whisper.cpp when asked', () => {
    type Pod = PodSpec & {
      containers: { env: { name: string; value?: string }[]; volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[] }[];
      volumes: { name: string; persistentVolumeClaim?: { claimName: string; readOnly?: boolean } }[];
    };
    const transcription = (manifests: Manifest[]) => podSpec(manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'release-lecture-library-transcription')!) as unknown as Pod;
    const manifests = render({ ...required, 'transcription.models.enabled': true, 'transcription.gpu.enabled': true, 'transcription.gpu.backend': 'vulkan', 'transcription.tolerations[0].key': 'nvidia.com/gpu', 'transcription.tolerations[0].operator': 'Exists' });
    const pod = transcription(manifests);
    const env = Object.fromEntries(pod.containers[0].env.map((e) => [e.name, e.value]));
    expect(env).toMatchObject({ STT_ENGINE: 'auto', MODELS_DIR: '/models', WHISPER_GPU: 'vulkan' });
    expect(pod.containers[0].volumeMounts).toContainEqual({ name: 'models', mountPath: '/models', readOnly: true });
    const claim = manifests.find((m) => m.kind === 'PersistentVolumeClaim' && m.metadata.name === 'release-lecture-library-models');
    expect(claim?.metadata).toMatchObject({ annotations: { 'helm.sh/resource-policy': 'keep' } });
    expect(pod.volumes.find((v) => v.name === 'models')?.persistentVolumeClaim).toEqual({ claimName: claim?.metadata.name, readOnly: true });
    expect(pod.containers[0].resources?.limits).toMatchObject({ 'nvidia.com/gpu': 1, memory: '1536Mi' });
    expect((pod as unknown as { tolerations: { key: string }[] }).tolerations.map((t) => t.key)).toEqual(['nvidia.com/gpu']);

    // An operator's own claim is used as it is, and nothing is created.
    const own = render({ ...required, 'transcription.models.enabled': true, 'transcription.models.existingClaim': 'whisper-models' });
    expect(transcription(own).volumes.find((v) => v.name === 'models')?.persistentVolumeClaim?.claimName).toBe('whisper-models');
    expect(own.some((m) => m.kind === 'PersistentVolumeClaim' && m.metadata.name.endsWith('-models'))).toBe(false);
    // Off by default: no volume, no GPU, the engine chosen from what the pod has.
    const plain = transcription(render(required));
    expect(plain.volumes.some((v) => v.name === 'models')).toBe(false);
    expect(plain.containers[0].resources?.limits).not.toHaveProperty(['nvidia.com/gpu']);
    expect(plain.containers[0].env.some((e) => e.name === 'STT_ENGINES')).toBe(false);
    // An engine per lecture language, as STT_ENGINES' language:engine pairs.
    const perLanguage = transcription(render({ ...required, 'transcription.models.enabled': true, 'speechToText.perLanguage.en': 'whisper', 'speechToText.perLanguage.ar': 'openai' }));
    expect(perLanguage.containers[0].env).toContainEqual({ name: 'STT_ENGINES', value: 'ar:openai,en:whisper' });
  });

  it("should hand staff's terms to every transcription pod as a file it re-reads, and nothing when there are none", () => {
    const terms = 'Ibn Uthaymin, Ibn Uthaimeen\nmuhaddith';
    const manifests = render({ ...required, 'transcription.vocabulary': terms.replace(/,/g, '\\,') });
    const map = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === 'release-lecture-library-vocabulary') as Manifest & { data: Record<string, string> };
    expect(map.data['vocabulary.txt'].trim()).toBe(terms);
    const pod = podSpec(manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'release-lecture-library-transcription')!) as unknown as {
      containers: { env: { name: string; value?: string }[]; volumeMounts: { name: string; mountPath: string }[] }[];
      volumes: { name: string; configMap?: { name: string } }[];
    };
    const file = pod.containers[0].env.find((e) => e.name === 'VOCABULARY_FILE')?.value;
    const mount = pod.containers[0].volumeMounts.find((v) => v.name === 'vocabulary');
    expect(file).toBe(`${mount?.mountPath}/vocabulary.txt`);
    expect(pod.volumes.find((v) => v.name === 'vocabulary')?.configMap?.name).toBe(map.metadata.name);
    expect(render(required).some((m) => m.metadata.name.endsWith('-vocabulary'))).toBe(false);
  });

  describe('the checks themselves', () => {
    // A copy of the chart with one template edited, to prove each rule can fail.
    function renderBroken(file: string, edit: (text: string) => string): Manifest[] {
      const dir = mkdtempSync(join(tmpdir(), 'chart-'));
      try {
        cpSync(chartDir, dir, { recursive: true });
        const target = join(dir, 'templates', file);
        writeFileSync(target, edit(readFileSync(target, 'utf8')));
        return render(required, dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it('should catch a probe on a route nothing serves', () => {
      const manifests = renderBroken('content/deployment.yaml', (t) => t.replace('/health/ready', '/health/readyz'));
      expect(policyViolations(manifests).join('\n')).toContain('readinessProbe on /health/readyz, a route nothing serves');
    });

    it('should catch a field of the wrong type', () => {
      const manifests = renderBroken('content/service.yaml', (t) => t.replace(/^spec:/m, 'spec:\n  sessionAffinity: 42'));
      expect(validateAgainstKubernetes(manifests).problems.join('\n')).toMatch(/Service\/.*sessionAffinity/);
    });
  });
});
