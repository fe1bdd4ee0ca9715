import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { GGML_MAGIC, GGML_TYPES, HPARAM_NAMES, KNOWN_FTYPES, QNT_VERSION_FACTOR, whisperTensors, type WhisperHparams } from './ggml-layout';

/** A file that is not a whole, well-formed ggml whisper model; the message says what is wrong. */
export class ModelFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${basename(file)} is not a usable whisper.cpp model: ${problem}`);
    this.name = 'ModelFileError';
  }
}

export interface WhisperModelFacts {
  hparams: WhisperHparams;
  /** tiny, base, small, medium or large, from the encoder's depth as whisper.cpp names it. */
  size: string;
  /** Multilingual models (n_vocab >= 51865) detect the language; `.en` models know English only. */
  multilingual: boolean;
  bytes: number;
}

const SIZES: Record<number, string> = { 4: 'tiny', 6: 'base', 12: 'small', 24: 'medium', 32: 'large' };
const MAX_TOKEN_BYTES = 1024;
const MAX_NAME_BYTES = 256;

/** Reads a file's little-endian int32s at a position, failing on a short read. */
class Reader {
  private readonly word = Buffer.alloc(4);
  at = 0;
  constructor(
    private readonly fd: number,
    private readonly file: string,
    readonly size: number,
  ) {}

  int(what: string): number {
    this.bytes(this.word, what);
    return this.word.readInt32LE(0);
  }

  uint(what: string): number {
    this.bytes(this.word, what);
    return this.word.readUInt32LE(0);
  }

  bytes(into: Buffer, what: string): Buffer {
    if (this.at + into.length > this.size || readSync(this.fd, into, 0, into.length, this.at) !== into.length) {
      throw new ModelFileError(this.file, `the file ends inside ${what} (truncated at ${this.size} bytes)`);
    }
    this.at += into.length;
    return into;
  }

  skip(length: number, what: string): void {
    if (this.at + length > this.size) throw new ModelFileError(this.file, `the file ends inside ${what} (truncated at ${this.size} bytes)`);
    this.at += length;
  }
}

function checkHparams(file: string, h: WhisperHparams): void {
  const bad = (problem: string) => new ModelFileError(file, problem);
  for (const name of HPARAM_NAMES) if (name !== 'ftype' && !(h[name] > 0 && h[name] < 1 << 20)) throw bad(`hyper-parameter ${name} is ${h[name]}`);
  if (h.n_audio_state !== h.n_text_state) throw bad(`n_audio_state ${h.n_audio_state} differs from n_text_state ${h.n_text_state}`);
  if (h.n_audio_state % h.n_audio_head || h.n_text_state % h.n_text_head) throw bad('the attention heads do not divide the state');
  if (h.n_mels !== 80 && h.n_mels !== 128) throw bad(`n_mels is ${h.n_mels} (80 or 128 expected)`);
  if (!KNOWN_FTYPES.has(h.ftype % QNT_VERSION_FACTOR)) throw bad(`unknown weight type (ftype ${h.ftype})`);
}

/**
 * Walks the whole file as whisper.cpp would read it (header, filters, vocabulary, every
 * tensor's name, shape and size) without loading the weights, so a wrong, truncated or
 * corrupt file is refused with a reason before the native loader sees it.
 */
export function inspectWhisperModel(file: string): WhisperModelFacts {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new ModelFileError(file, `it cannot be opened (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    const reader = new Reader(fd, file, fstatSync(fd).size);
    const magic = reader.uint('the magic number');
    if (magic !== GGML_MAGIC) throw new ModelFileError(file, `wrong magic 0x${magic.toString(16).padStart(8, '0')} (a ggml whisper file starts with 0x${GGML_MAGIC.toString(16)}); GGUF and PyTorch files are other formats`);
    const hparams = Object.fromEntries(HPARAM_NAMES.map((name) => [name, reader.int(`hyper-parameter ${name}`)])) as WhisperHparams;
    checkHparams(file, hparams);

    const nMel = reader.int('the mel filters');
    const nFft = reader.int('the mel filters');
    if (nMel !== hparams.n_mels || nFft <= 0 || nFft > 4096) throw new ModelFileError(file, `mel filters of ${nMel} x ${nFft}`);
    reader.skip(nMel * nFft * 4, 'the mel filters');

    const tokens = reader.int('the vocabulary');
    if (tokens <= 0 || tokens > hparams.n_vocab) throw new ModelFileError(file, `a vocabulary of ${tokens} tokens for n_vocab ${hparams.n_vocab}`);
    for (let i = 0; i < tokens; i++) {
      const length = reader.uint(`token ${i}`);
      if (length > MAX_TOKEN_BYTES) throw new ModelFileError(file, `token ${i} claims ${length} bytes`);
      reader.skip(length, `token ${i}`);
    }

    checkTensors(file, reader, hparams);
    return { hparams, size: SIZES[hparams.n_audio_layer] ?? `${hparams.n_audio_layer}-layer`, multilingual: hparams.n_vocab >= 51865, bytes: reader.size };
  } finally {
    closeSync(fd);
  }
}

function checkTensors(file: string, reader: Reader, hparams: WhisperHparams): void {
  const expected = new Map(whisperTensors(hparams).map((t) => [t.name, t.dims]));
  const seen = new Set<string>();
  while (reader.at < reader.size) {
    const nDims = reader.int('a tensor header');
    const nameLength = reader.int('a tensor header');
    const type = reader.int('a tensor header');
    if (nDims < 1 || nDims > 4 || nameLength <= 0 || nameLength > MAX_NAME_BYTES) throw new ModelFileError(file, `a corrupt tensor header at byte ${reader.at - 12}`);
    const dims: number[] = [];
    for (let i = 0; i < nDims; i++) dims.push(reader.int('a tensor header'));
    const name = reader.bytes(Buffer.alloc(nameLength), 'a tensor name').toString('utf8');
    const want = expected.get(name);
    if (!want) throw new ModelFileError(file, `unknown tensor '${name}'`);
    if (want.join('x') !== dims.join('x')) throw new ModelFileError(file, `tensor '${name}' is ${dims.join('x')}, expected ${want.join('x')}`);
    const kind = GGML_TYPES[type];
    if (!kind) throw new ModelFileError(file, `tensor '${name}' has unknown type ${type}`);
    const elements = dims.reduce((p, d) => p * d, 1);
    reader.skip((elements / kind.block) * kind.bytes, `tensor '${name}'`);
    seen.add(name);
  }
  if (seen.size !== expected.size) {
    const missing = [...expected.keys()].find((n) => !seen.has(n));
    throw new ModelFileError(file, `${expected.size - seen.size} of ${expected.size} tensors missing (first: '${missing}')`);
  }
}
