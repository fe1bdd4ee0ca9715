import { EnvReader } from '@lectures/platform';
import { downloadModel } from './model-download';
import { listStoredModels, modelsDirOf } from './model-store';
import { inspectWhisperModel, ModelFileError } from './whisper-model-file';
import { MODEL_PREFERENCE, WHISPER_MODEL_NAMES, WHISPER_MODELS, type WhisperModelName } from './whisper-models';

const USAGE = `npm run models -- list
npm run models -- add <${WHISPER_MODEL_NAMES.join('|')}>
Models are kept in DATA_DIR/models (or MODELS_DIR); the transcription service uses the most accurate one present.`;

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

function list(dir: string): void {
  console.log(`Whisper models in ${dir}:`);
  const stored = listStoredModels(dir);
  for (const name of MODEL_PREFERENCE) {
    const entry = WHISPER_MODELS[name];
    const present = stored.find((m) => m.name === name);
    console.log(`  ${name.padEnd(15)} ${present ? 'present' : 'missing'}  ${mb(entry.bytes).padStart(8)}  ${entry.note}`);
  }
  for (const other of stored.filter((m) => !(m.name in WHISPER_MODELS))) console.log(`  ${other.name.padEnd(15)} present  ${mb(other.bytes).padStart(8)}  (not in the catalogue)`);
  for (const model of stored) {
    try {
      const facts = inspectWhisperModel(model.path);
      console.log(`  ${model.name}: ${facts.size}, ${facts.multilingual ? 'multilingual' : 'English only'}, ready`);
    } catch (error) {
      console.log(`  ${model.name}: refused: ${error instanceof ModelFileError ? error.message : String(error)}`);
    }
  }
  if (stored.length === 0) console.log('  none: the transcription service uses PocketSphinx (English only). Add one: npm run models -- add small');
}

async function add(dir: string, name: string): Promise<void> {
  if (!(WHISPER_MODEL_NAMES as readonly string[]).includes(name)) throw new Error(`unknown model '${name}'\n${USAGE}`);
  const entry = WHISPER_MODELS[name as WhisperModelName];
  let shown = -1;
  const path = await downloadModel(entry, dir, {
    onProgress: (bytes, total) => {
      const percent = Math.floor((bytes / total) * 20) * 5;
      if (percent !== shown) process.stdout.write(`\r${entry.file}: ${percent}% of ${mb(total)}`);
      shown = percent;
    },
  });
  console.log(`\n${entry.file}: size, SHA-256${entry.sha1 ? ' and SHA-1' : ''} match the published values; stored as ${path}`);
  console.log('Restart the transcription service (or its workers) to use it.');
}

async function main(argv: string[]): Promise<void> {
  const env = new EnvReader();
  const dir = modelsDirOf(env.string('DATA_DIR', './data'), env.string('MODELS_DIR'));
  env.done('models');
  const [command, name] = argv;
  if (command === 'list') return list(dir);
  if (command === 'add' && name) return add(dir, name);
  console.log(USAGE);
  if (command !== 'help' && command !== '--help') process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
