import Ajv, { type ValidateFunction } from 'ajv';
import { chartDir, parseYamlFile, readRepoFile } from './repo-files';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';

type Values = Record<string, any>;

const loadValues = (): Values => parseYamlFile<Values>('deploy', 'helm', 'lecture-library', 'values.yaml');

// Maps documented as one value (free-form Kubernetes objects).
const DOCUMENTED_WHOLE = new Set(['resources', 'podSecurityContext', 'metricsNamespaceSelector']);

/** Dotted paths of every leaf value: image.tag, gateway.autoscaling.enabled, ... */
function leafPaths(value: unknown, prefix = ''): string[] {
  const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
  const key = prefix.split('.').pop() ?? '';
  if (!isMap || Object.keys(value).length === 0 || DOCUMENTED_WHOLE.has(key)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('values.schema.json', () => {
  let validate: ValidateFunction;
  beforeAll(() => {
    // strict: a misspelt keyword in the schema is an error, not a silently ignored rule.
    const ajv = new Ajv({ allErrors: true, strict: true });
    validate = ajv.compile(JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8')));
  });

  const errorsOf = (values: Values) => (validate(values) ? [] : (validate.errors ?? []).map((e) => e.instancePath));

  it('should accept the chart defaults', () => {
    expect(errorsOf(loadValues())).toEqual([]);
  });

  it('should accept the skaffold dev values merged over the defaults', () => {
    const dev = parseYamlFile<Values>('deploy', 'dev', 'values-dev.yaml');
    const merged = deepMerge(loadValues(), dev);
    expect(errorsOf(merged)).toEqual([]);
  });

  it('should reject a misspelt top-level key', () => {
    const values = { ...loadValues(), gatway: { replicaCount: 2 } };
    expect(validate(values)).toBe(false);
  });

  it('should reject a replica count that is not a number', () => {
    const values = loadValues();
    values.transcription.replicaCount = 'two';
    expect(errorsOf(values)).toContain('/transcription/replicaCount');
  });

  it('should reject an unknown speech-to-text engine', () => {
    const values = loadValues();
    values.speechToText.engine = 'whisper.cpp';
    expect(errorsOf(values)).toContain('/speechToText/engine');
  });

  it('should reject an enabled Ingress without a host', () => {
    const values = loadValues();
    values.ingress.enabled = true;
    values.ingress.host = '';
    expect(errorsOf(values)).toContain('/ingress/host');
  });

  it('should reject a KEDA queue length of zero', () => {
    const values = loadValues();
    values.transcription.keda.queueLength = 0;
    expect(errorsOf(values)).toContain('/transcription/keda/queueLength');
  });

  it('should reject a malformed memory quantity', () => {
    const values = loadValues();
    values.gateway.resources.limits.memory = '512 megabytes';
    expect(validate(values)).toBe(false);
  });

  it('should have every value listed in the chart README', () => {
    const readme = readRepoFile('deploy', 'helm', 'lecture-library', 'README.md');
    const missing = leafPaths(loadValues()).filter((path) => !readme.includes(`\`${path}\``));
    expect(missing).toEqual([]);
  });
});

function deepMerge(base: Values, override: Values): Values {
  const result: Values = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
    result[key] = isMap && typeof base[key] === 'object' ? deepMerge(base[key] as Values, value as Values) : value;
  }
  return result;
}
