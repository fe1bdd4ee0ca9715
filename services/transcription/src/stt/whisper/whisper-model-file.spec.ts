import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRandomWhisperModel } from '../../testing/ggml-whisper-model';
import { inspectWhisperModel, ModelFileError } from './whisper-model-file';

describe(inspectWhisperModel.name, () => {
  let dir: string;
  let model: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ggml-'));
    model = join(dir, 'ggml-test.bin');
    writeRandomWhisperModel(model);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function copy(name: string, change: (bytes: Buffer) => Buffer): string {
    const file = join(dir, name);
    writeFileSync(file, change(readFileSync(model)));
    return file;
  }

  it('should read the facts of a well-formed multilingual model', () => {
    const facts = inspectWhisperModel(model);
    expect(facts).toMatchObject({ multilingual: true, hparams: { n_vocab: 51865, n_audio_state: 64, n_mels: 80, ftype: 1 } });
  });

  it('should refuse a file with the wrong magic, naming the formats it may be', () => {
    const file = copy('gguf.bin', (b) => Buffer.concat([Buffer.from('GGUF'), b.subarray(4)]));
    expect(() => inspectWhisperModel(file)).toThrow(ModelFileError);
    expect(() => inspectWhisperModel(file)).toThrow(/gguf\.bin is not a usable whisper.cpp model: wrong magic 0x46554747/);
  });

  it('should refuse a truncated file, saying where it ends', () => {
    const file = copy('cut.bin', (b) => b);
    truncateSync(file, readFileSync(model).length - 1000);
    expect(() => inspectWhisperModel(file)).toThrow(/the file ends inside tensor '.+' \(truncated at \d+ bytes\)/);
  });

  it('should refuse a file cut after the header', () => {
    const file = copy('head.bin', (b) => b.subarray(0, 30));
    expect(() => inspectWhisperModel(file)).toThrow(/the file ends inside hyper-parameter n_text_state/);
  });

  it('should refuse corrupt hyper-parameters', () => {
    const file = copy('mels.bin', (b) => {
      const c = Buffer.from(b);
      c.writeInt32LE(99, 4 + 9 * 4);
      return c;
    });
    expect(() => inspectWhisperModel(file)).toThrow(/n_mels is 99/);
  });

  it('should refuse a file whose tensors stop early', () => {
    const facts = inspectWhisperModel(model);
    // Drop the last tensor (decoder layer 0 cross-attention out bias: 64 f32 plus its 59-byte header).
    const header = 12 + 4 * 1 + 'decoder.blocks.0.cross_attn.out.bias'.length;
    const file = copy('short.bin', (b) => b.subarray(0, facts.bytes - header - 64 * 4));
    expect(() => inspectWhisperModel(file)).toThrow(/1 of \d+ tensors missing \(first: 'decoder.blocks.0.cross_attn.out.bias'\)/);
  });

  it('should refuse a file that does not exist', () => {
    expect(() => inspectWhisperModel(join(dir, 'none.bin'))).toThrow(/cannot be opened \(ENOENT\)/);
  });
});
