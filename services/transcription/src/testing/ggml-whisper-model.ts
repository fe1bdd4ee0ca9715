import { closeSync, openSync, writeSync } from 'node:fs';
import { randomFillSync } from 'node:crypto';
import { GGML_MAGIC, HPARAM_NAMES, whisperTensors, type WhisperHparams } from '../stt/whisper/ggml-layout';

/** Real dimensions of the official multilingual models (OpenAI's whisper/model.py, ModelDimensions). */
export const WHISPER_DIMENSIONS: Record<'tiny' | 'base' | 'small' | 'medium', WhisperHparams> = {
  tiny: dims(384, 6, 4),
  base: dims(512, 8, 6),
  small: dims(768, 12, 12),
  medium: dims(1024, 16, 24),
};

function dims(state: number, heads: number, layers: number): WhisperHparams {
  return {
    n_vocab: 51865,
    n_audio_ctx: 1500,
    n_audio_state: state,
    n_audio_head: heads,
    n_audio_layer: layers,
    n_text_ctx: 448,
    n_text_state: state,
    n_text_head: heads,
    n_text_layer: layers,
    n_mels: 80,
    ftype: 1,
  };
}

/** A very small multilingual model for tests: whisper.cpp loads and runs it in well under a second. */
export const TINY_TEST_DIMENSIONS: WhisperHparams = { ...dims(64, 2, 1) };

/** The multilingual tokenizer's byte-pair tokens; the special tokens after them are added by whisper.cpp. */
const FILE_TOKENS = 50257;
const SYLLABLES = ['ba', 'ka', 'li', 'mu', 'sa', 'ra', 'hi', 'no', 'ta', 'de', 'fu', 'zi', 'qa', 'wo', 'ye', 'gu'];

function tokenText(i: number): string {
  let text = i % 2 === 0 ? ' ' : '';
  for (let n = i; text.length < 4 || n > 0; n = Math.floor(n / SYLLABLES.length)) {
    text += SYLLABLES[n % SYLLABLES.length];
    if (n < SYLLABLES.length) break;
  }
  return text;
}

const CHUNK = 1 << 22;

/** Random f16 values of magnitude 2^-6..2^-2 (no infinities, no NaNs), written in chunks. */
function writeF16(fd: number, count: number): void {
  for (let done = 0; done < count; ) {
    const n = Math.min(CHUNK, count - done);
    const values = new Uint16Array(n);
    randomFillSync(values);
    for (let i = 0; i < n; i++) {
      const r = values[i];
      values[i] = (r & 0x83ff) | ((((r >> 10) & 3) + 9) << 10);
    }
    writeSync(fd, Buffer.from(values.buffer, values.byteOffset, values.byteLength));
    done += n;
  }
}

function writeF32(fd: number, count: number, scale: number): void {
  for (let done = 0; done < count; ) {
    const n = Math.min(CHUNK, count - done);
    const values = new Float32Array(n);
    for (let i = 0; i < n; i++) values[i] = (Math.random() * 2 - 1) * scale;
    writeSync(fd, Buffer.from(values.buffer));
    done += n;
  }
}

function writeConstant(fd: number, count: number, value: number): void {
  writeSync(fd, Buffer.from(new Float32Array(count).fill(value).buffer));
}

/** The multilingual end-of-text token (50256 + 1: whisper.cpp's token_eot for n_vocab >= 51865). */
const TOKEN_EOT = 50257;

/**
 * Every row random except end-of-text's, which is large and aligned with the final layer-norm's
 * bias: with that norm's weight zero, every step's logits favour end-of-text, so the decoder
 * stops after a token or two (whisper.cpp forbids it as the very first) and the run costs what
 * the encoder costs.
 */
function writeEmbeddingFavouringEnd(fd: number, h: WhisperHparams): void {
  writeF16(fd, TOKEN_EOT * h.n_text_state);
  writeSync(fd, Buffer.from(new Uint16Array(h.n_text_state).fill(0x3400).buffer)); // 0.25 in f16
  writeF16(fd, (h.n_vocab - TOKEN_EOT - 1) * h.n_text_state);
}

function int32s(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => buffer.writeInt32LE(v, i * 4));
  return buffer;
}

/**
 * Writes a whisper model in the real ggml file format (as models/convert-pt-to-ggml.py writes
 * it and whisper.cpp's whisper_model_load reads it) with random weights: it loads and runs
 * like a real one, at the real cost for its dimensions, and says gibberish. Random weights never
 * say end-of-text, so the decoder runs to its token limit (with every temperature fallback);
 * `quiet` makes it stop at once instead, so a run costs what the encoder costs.
 */
export function writeRandomWhisperModel(file: string, hparams: WhisperHparams = TINY_TEST_DIMENSIONS, options: { quiet?: boolean } = {}): void {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, int32s(GGML_MAGIC | 0, ...HPARAM_NAMES.map((name) => hparams[name])));
    const nFft = 201;
    writeSync(fd, int32s(hparams.n_mels, nFft));
    writeF32(fd, hparams.n_mels * nFft, 0.02);
    const vocab: Buffer[] = [int32s(FILE_TOKENS)];
    for (let i = 0; i < FILE_TOKENS; i++) {
      // As in the real tokenizer, the first 256 tokens are the single bytes, so any prompt can be tokenised.
      const token = i < 256 ? Buffer.from([i]) : Buffer.from(tokenText(i), 'utf8');
      vocab.push(int32s(token.length), token);
    }
    writeSync(fd, Buffer.concat(vocab));
    const f16 = hparams.ftype % 1000 === 1;
    for (const tensor of whisperTensors(hparams)) {
      const name = Buffer.from(tensor.name, 'utf8');
      const half = f16 && tensor.kind !== 'f32';
      writeSync(fd, Buffer.concat([int32s(tensor.dims.length, name.length, half ? 1 : 0, ...tensor.dims), name]));
      const elements = tensor.dims.reduce((p, d) => p * d, 1);
      if (options.quiet && tensor.name.startsWith('decoder.ln.')) writeConstant(fd, tensor.dims[0], tensor.name.endsWith('weight') ? 0 : 0.5);
      else if (options.quiet && tensor.name === 'decoder.token_embedding.weight') writeEmbeddingFavouringEnd(fd, hparams);
      else if (half) writeF16(fd, elements);
      else writeF32(fd, elements, 0.1);
    }
  } finally {
    closeSync(fd);
  }
}
