import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEBIAN_MODEL_DIR, englishWords, writePocketsphinxVocabulary, type VocabularyFiles } from './pocketsphinx-vocabulary';
import { loadVocabulary } from './vocabulary';
import type { Vocabulary } from './term-list';
import { writtenForms, type WrittenForms } from './written-forms';

/** Whisper reads at most 224 tokens of prompt; a term is two or three. */
const GLOSSARY_CHARS = 450;

export interface VocabularyOptions {
  /** Staff's own terms (islamic-terms.txt's format); re-read when it changes. */
  staffFile?: string;
  /** Where the engine's files are written (shared by the workers of one host). */
  dir: string;
  modelDir?: string;
  /** Told when the staff file cannot be read: the shipped terms are used meanwhile. */
  onProblem?: (message: string) => void;
}

/**
 * The terms the engine knows and how transcripts write them. Staff edit their file and the
 * next segment uses it: the file's modification time is checked on every use, the
 * vocabulary rebuilt only when it changed.
 */
export class VocabularyStore {
  private key?: string;
  private vocabulary?: Vocabulary;
  private forms?: WrittenForms;
  private files?: VocabularyFiles;
  private readonly modelDir: string;

  constructor(private readonly options: VocabularyOptions) {
    this.modelDir = options.modelDir ?? DEBIAN_MODEL_DIR;
  }

  /** The written forms of every term, for sentences from engine output. */
  writtenForms(): WrittenForms {
    this.refresh();
    this.forms ??= writtenForms(this.vocabulary!.terms, englishWords(this.modelDir));
    return this.forms;
  }

  /**
   * The terms as a prompt for a Whisper engine, which follows a prompt's spellings: staff's own
   * terms first (the likeliest to be misspelt), then the shipped ones, within Whisper's limit.
   */
  glossary(): string {
    this.refresh();
    const terms = this.vocabulary!.terms;
    const ordered = [...terms.filter((t) => t.fromStaffList), ...terms.filter((t) => !t.fromStaffList && !t.fromSurahList), ...terms.filter((t) => t.fromSurahList)];
    const written = [...new Set(ordered.map((t) => t.written))];
    let text = 'Glossary:';
    for (const word of written) {
      if (text.length + word.length + 2 > GLOSSARY_CHARS) break;
      text += `${text.endsWith(':') ? ' ' : ', '}${word}`;
    }
    return `${text}.`;
  }

  /** PocketSphinx's arguments for the vocabulary; none when its English model is not where Debian puts it. */
  pocketsphinxFiles(): VocabularyFiles | undefined {
    this.refresh();
    if (!existsSync(join(this.modelDir, 'en-us.lm.bin'))) return undefined;
    if (!this.files || !existsSync(this.files.lmctl)) this.files = writePocketsphinxVocabulary(this.vocabulary!, this.options.dir, this.modelDir);
    return this.files;
  }

  private refresh(): void {
    const { staffFile } = this.options;
    const info = staffFile ? statSync(staffFile, { throwIfNoEntry: false }) : undefined;
    const key = info ? `${info.mtimeMs}:${info.size}` : 'shipped';
    if (key === this.key && this.vocabulary) return;
    this.key = key;
    this.forms = undefined;
    this.files = undefined;
    try {
      this.vocabulary = loadVocabulary(info ? staffFile : undefined);
    } catch (error) {
      this.options.onProblem?.(`${String(error instanceof Error ? error.message : error)}: using the shipped terms until it is mended`);
      this.vocabulary = loadVocabulary();
    }
    if (staffFile && !info) this.options.onProblem?.(`${staffFile} does not exist: using the shipped terms`);
  }
}
