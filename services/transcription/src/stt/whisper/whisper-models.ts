/**
 * The ggml Whisper models the product downloads, from whisper.cpp's own Hugging Face
 * repository. sha256: the file's Git LFS object id, which Hugging Face publishes on each
 * file's page (cross-checked against several independent projects that pin the same files);
 * sha1: the checksum whisper.cpp's models/README.md lists, where it lists one.
 */
export interface WhisperModelEntry {
  name: WhisperModelName;
  file: string;
  bytes: number;
  sha256: string;
  sha1?: string;
  /** What staff should know when choosing one. */
  note: string;
}

export const WHISPER_MODEL_NAMES = ['base', 'small', 'medium', 'large-v3-turbo'] as const;
export type WhisperModelName = (typeof WHISPER_MODEL_NAMES)[number];

export const WHISPER_MODELS: Record<WhisperModelName, WhisperModelEntry> = {
  base: {
    name: 'base',
    file: 'ggml-base.bin',
    bytes: 147_951_465,
    sha256: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe',
    sha1: '465707469ff3a37a2b9b8d8f89f2f99de7299dac',
    note: 'English; weak for Arabic and Urdu. Fast on a CPU.',
  },
  small: {
    name: 'small',
    file: 'ggml-small.bin',
    bytes: 487_601_967,
    sha256: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b',
    sha1: '55356645c2b361a969dfd0ef2c5a50d530afd8d5',
    note: 'English and Arabic; the smallest model for mixed English and Arabic lectures on a CPU.',
  },
  medium: {
    name: 'medium',
    file: 'ggml-medium.bin',
    bytes: 1_533_763_059,
    sha256: '6c14d5adee5f86394037b4e4e8b59f1673b6cee10e3cf0b11bbdbee79c156208',
    sha1: 'fd9727b6e1217c2f614f9b698455c4ffd82463b4',
    note: 'Arabic and Urdu; slow on a CPU, fine on a GPU.',
  },
  'large-v3-turbo': {
    name: 'large-v3-turbo',
    file: 'ggml-large-v3-turbo.bin',
    bytes: 1_624_555_275,
    sha256: '1fc70f774d38eb169993ac391eea357ef47c88757ef72ee5943879b7e8e2bc69',
    note: 'Best for Arabic and Urdu; needs a GPU for lectures in bulk.',
  },
};

export const WHISPER_MODEL_SOURCE = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/';

/** Preference when several are present: the most accurate first. */
export const MODEL_PREFERENCE: readonly WhisperModelName[] = ['large-v3-turbo', 'medium', 'small', 'base'];
