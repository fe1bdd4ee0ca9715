/**
 * The ggml whisper file as whisper.cpp's `whisper_model_load` reads it (src/whisper.cpp):
 * magic, eleven int32 hyper-parameters, the mel filters, the vocabulary, then every tensor
 * (n_dims, name length, type, dims, name, data) until the end of the file.
 */
export const GGML_MAGIC = 0x67676d6c;

export const HPARAM_NAMES = [
  'n_vocab',
  'n_audio_ctx',
  'n_audio_state',
  'n_audio_head',
  'n_audio_layer',
  'n_text_ctx',
  'n_text_state',
  'n_text_head',
  'n_text_layer',
  'n_mels',
  'ftype',
] as const;

export type WhisperHparams = Record<(typeof HPARAM_NAMES)[number], number>;

/** ggml tensor types a whisper file may hold: elements per block and bytes per block. */
export const GGML_TYPES: Record<number, { name: string; block: number; bytes: number }> = {
  0: { name: 'f32', block: 1, bytes: 4 },
  1: { name: 'f16', block: 1, bytes: 2 },
  2: { name: 'q4_0', block: 32, bytes: 18 },
  3: { name: 'q4_1', block: 32, bytes: 20 },
  6: { name: 'q5_0', block: 32, bytes: 22 },
  7: { name: 'q5_1', block: 32, bytes: 24 },
  8: { name: 'q8_0', block: 32, bytes: 34 },
};

/** whisper.cpp folds a quantisation version into ftype as version * 1000 + ftype. */
export const QNT_VERSION_FACTOR = 1000;

/** ftype values whisper.cpp maps to a weight type (ggml_ftype_to_ggml_type). */
export const KNOWN_FTYPES = new Set([0, 1, 2, 3, 7, 8, 9]);

export interface TensorSpec {
  name: string;
  /** ggml order: ne[0] is the fastest-moving dimension. */
  dims: number[];
  /** 'weight': the model's weight type (f16 in the official files); 'f32': always f32. */
  kind: 'weight' | 'conv' | 'f32';
}

/** Every tensor whisper.cpp expects for these hyper-parameters, in its own order. */
export function whisperTensors(h: WhisperHparams): TensorSpec[] {
  const a = h.n_audio_state;
  const t = h.n_text_state;
  const list: TensorSpec[] = [
    { name: 'encoder.positional_embedding', dims: [a, h.n_audio_ctx], kind: 'f32' },
    { name: 'encoder.conv1.weight', dims: [3, h.n_mels, a], kind: 'conv' },
    { name: 'encoder.conv1.bias', dims: [1, a], kind: 'f32' },
    { name: 'encoder.conv2.weight', dims: [3, a, a], kind: 'conv' },
    { name: 'encoder.conv2.bias', dims: [1, a], kind: 'f32' },
    { name: 'encoder.ln_post.weight', dims: [a], kind: 'f32' },
    { name: 'encoder.ln_post.bias', dims: [a], kind: 'f32' },
  ];
  const block = (prefix: string, n: number, cross: boolean) => {
    const out: TensorSpec[] = [
      { name: `${prefix}.mlp_ln.weight`, dims: [n], kind: 'f32' },
      { name: `${prefix}.mlp_ln.bias`, dims: [n], kind: 'f32' },
      { name: `${prefix}.mlp.0.weight`, dims: [n, 4 * n], kind: 'weight' },
      { name: `${prefix}.mlp.0.bias`, dims: [4 * n], kind: 'f32' },
      { name: `${prefix}.mlp.2.weight`, dims: [4 * n, n], kind: 'weight' },
      { name: `${prefix}.mlp.2.bias`, dims: [n], kind: 'f32' },
    ];
    for (const attn of cross ? ['attn', 'cross_attn'] : ['attn']) {
      out.push(
        { name: `${prefix}.${attn}_ln.weight`, dims: [n], kind: 'f32' },
        { name: `${prefix}.${attn}_ln.bias`, dims: [n], kind: 'f32' },
        { name: `${prefix}.${attn}.query.weight`, dims: [n, n], kind: 'weight' },
        { name: `${prefix}.${attn}.query.bias`, dims: [n], kind: 'f32' },
        { name: `${prefix}.${attn}.key.weight`, dims: [n, n], kind: 'weight' },
        { name: `${prefix}.${attn}.value.weight`, dims: [n, n], kind: 'weight' },
        { name: `${prefix}.${attn}.value.bias`, dims: [n], kind: 'f32' },
        { name: `${prefix}.${attn}.out.weight`, dims: [n, n], kind: 'weight' },
        { name: `${prefix}.${attn}.out.bias`, dims: [n], kind: 'f32' },
      );
    }
    return out;
  };
  for (let i = 0; i < h.n_audio_layer; i++) list.push(...block(`encoder.blocks.${i}`, a, false));
  list.push(
    { name: 'decoder.positional_embedding', dims: [t, h.n_text_ctx], kind: 'f32' },
    { name: 'decoder.token_embedding.weight', dims: [t, h.n_vocab], kind: 'weight' },
    { name: 'decoder.ln.weight', dims: [t], kind: 'f32' },
    { name: 'decoder.ln.bias', dims: [t], kind: 'f32' },
  );
  for (let i = 0; i < h.n_text_layer; i++) list.push(...block(`decoder.blocks.${i}`, t, true));
  return list;
}
