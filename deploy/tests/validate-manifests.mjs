// Validates Kubernetes manifests (a JSON array on stdin) against the API schemas that the
// `kubernetes-models` package carries (offline). An ES module, so jest spawns it.
// Prints a JSON array of problems; kinds it has no schema for (CRDs) are listed as skipped.
import { readFileSync } from 'node:fs';

const manifests = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
const skipped = [];
for (const manifest of manifests) {
  const [group, version] = manifest.apiVersion.includes('/') ? manifest.apiVersion.split('/') : ['', manifest.apiVersion];
  const modulePath = `kubernetes-models/${group ? `${group}/` : ''}${version}/${manifest.kind}`;
  let Model;
  try {
    Model = (await import(modulePath))[manifest.kind];
  } catch {
    skipped.push(`${manifest.apiVersion} ${manifest.kind}`);
    continue;
  }
  try {
    new Model(manifest).validate();
  } catch (error) {
    problems.push(`${manifest.kind}/${manifest.metadata?.name}: ${error.message}`);
  }
}
process.stdout.write(JSON.stringify({ problems, skipped }));
