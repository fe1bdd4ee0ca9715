import { rmSync } from 'node:fs';
import path from 'node:path';
import type { SpeechEnginesReport } from '@lectures/proto';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { signUpAdmin, type Agent } from '../support/seed-content';
import { signUpAs } from '../support/admin-seed';
import { addTruncatedModel, modelsFolderWithTestModel } from '../support/speech-models';

jest.setTimeout(120000);

/**
 * GET /api/settings/transcription-engines on the built app: the gateway asks a transcription
 * worker over the bus, which reports the engine chosen at boot (whisper.cpp with the model in
 * MODELS_DIR) and the models folder as it is when asked.
 */
describe('the speech engines route', () => {
  let app: EmbeddedApp;
  let admin: Agent;
  let modelsDir: string;

  beforeAll(async () => {
    modelsDir = modelsFolderWithTestModel();
    app = await startEmbeddedApp({ env: { MODELS_DIR: modelsDir } });
    admin = await signUpAdmin(app.baseUrl);
  }, 120000);

  afterAll(async () => {
    await app?.stop();
    rmSync(path.dirname(modelsDir), { recursive: true, force: true });
  });

  it("should show admins the worker's engine, its model and the languages each engine transcribes", async () => {
    const report = (await admin.get('/api/settings/transcription-engines').expect(200)).body as SpeechEnginesReport;
    expect(report.engines).toEqual([
      { kind: 'whisper', model: 'test', languages: ['en', 'ar', 'ur', 'other'], inUse: true },
      { kind: 'pocketsphinx', model: null, languages: ['en'], inUse: false },
    ]);
    expect(report.models).toEqual([{ name: 'test', file: 'ggml-test.bin', bytes: expect.any(Number), multilingual: true, refused: null, inUse: true }]);
    expect(report.worker).toMatch(/:\d+$/);
    expect(report.workerSlots).toBeGreaterThanOrEqual(1);
  });

  it('should list a corrupt model put in the folder as refused, with its reason', async () => {
    addTruncatedModel(modelsDir, 'small');
    const report = (await admin.get('/api/settings/transcription-engines').expect(200)).body as SpeechEnginesReport;
    const small = report.models.find((m) => m.file === 'ggml-small.bin');
    expect(small).toMatchObject({ name: 'small', multilingual: null, inUse: false, bytes: 100_000 });
    expect(small?.refused).toMatch(/^ggml-small\.bin is not a usable whisper\.cpp model: the file ends inside .+ \(truncated at 100000 bytes\)$/);
    // The catalogue's models come first; the one in use is still there and usable.
    expect(report.models.map((m) => m.name)).toEqual(['small', 'test']);
    expect(report.engines[0]).toMatchObject({ kind: 'whisper', model: 'test', inUse: true });
  });

  it('should refuse contributors (403) and visitors (401) with a clear message', async () => {
    const contributor = await signUpAs(app.baseUrl, 'writer', 'contributor');
    const refused = await contributor.get('/api/settings/transcription-engines').expect(403);
    expect(refused.body).toEqual({ message: 'Your role (contributor) does not allow this' });
    const viewer = await signUpAs(app.baseUrl, 'reader', 'viewer');
    await viewer.get('/api/settings/transcription-engines').expect(403);
    const anonymous = await fetch(`${app.baseUrl}/api/settings/transcription-engines`);
    expect(anonymous.status).toBe(401);
  });
});
