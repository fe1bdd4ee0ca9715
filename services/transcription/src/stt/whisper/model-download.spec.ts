import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRandomWhisperModel } from '../../testing/ggml-whisper-model';
import { downloadModel } from './model-download';
import { findModel } from './model-store';
import type { WhisperModelEntry } from './whisper-models';

describe(downloadModel.name, () => {
  let dir: string;
  let served: Buffer;
  let server: Server;
  let source: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'models-'));
    writeRandomWhisperModel(join(dir, 'served.bin'));
    served = readFileSync(join(dir, 'served.bin'));
    // Plays huggingface.co, which has no answer on this machine.
    server = createServer((req, res) => {
      if (req.url?.endsWith('/ggml-small.bin')) res.end(served);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    source = `http://127.0.0.1:${(server.address() as { port: number }).port}/resolve/main/`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  function entry(overrides: Partial<WhisperModelEntry> = {}): WhisperModelEntry {
    return {
      name: 'small',
      file: 'ggml-small.bin',
      bytes: served.length,
      sha256: createHash('sha256').update(served).digest('hex'),
      sha1: createHash('sha1').update(served).digest('hex'),
      note: '',
      ...overrides,
    };
  }

  it('should store a model whose size and checksums match, where the engine looks for one', async () => {
    const models = join(dir, 'good');
    const path = await downloadModel(entry(), models, { source });
    expect(readFileSync(path).equals(served)).toBe(true);
    expect(findModel(models)).toMatchObject({ name: 'small', path });
  });

  it('should refuse a file whose SHA-256 differs and leave nothing behind', async () => {
    const models = join(dir, 'tampered');
    await expect(downloadModel(entry({ sha256: '0'.repeat(64) }), models, { source })).rejects.toThrow(/ggml-small.bin: SHA-256 [0-9a-f]{64} differs from the published 0{64}/);
    expect(readdirSync(models)).toEqual([]);
  });

  it('should refuse a file of another size', async () => {
    const models = join(dir, 'short');
    await expect(downloadModel(entry({ bytes: served.length + 1 }), models, { source })).rejects.toThrow(/bytes received, \d+ published/);
    expect(existsSync(join(models, 'ggml-small.bin'))).toBe(false);
  });

  it('should say what the server answered when the file is not there', async () => {
    await expect(downloadModel(entry({ file: 'ggml-base.bin' }), join(dir, 'none'), { source })).rejects.toThrow(/ggml-base.bin answered 404/);
  });
});
