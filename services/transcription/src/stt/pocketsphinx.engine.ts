import { runProcess } from '../media/run-process';
import { parsePocketsphinxOutput } from './pocketsphinx-output.parser';
import { SpeechToText, Transcription } from './speech-to-text';
import type { VocabularyFiles } from '../vocabulary/pocketsphinx-vocabulary';

export interface PocketsphinxOptions {
  /** Debian's 0.8 package ships pocketsphinx_continuous (no JSON "single" mode). */
  command?: string;
  /** Acoustic model, dictionary and language model; the package defaults when unset. */
  hmm?: string;
  dict?: string;
  lm?: string;
  timeoutMs?: number;
  /** The Islamic terms and staff's own, added to the model for each run (see vocabulary/). */
  vocabulary?: () => VocabularyFiles | undefined;
}

/** The offline engine: one process per segment, so N segments run on N cores. */
export class PocketsphinxEngine implements SpeechToText {
  readonly name = 'pocketsphinx';

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  async transcribe(wavPath: string, signal?: AbortSignal): Promise<Transcription> {
    const args = ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null'];
    if (this.options.hmm) args.push('-hmm', this.options.hmm);
    if (this.options.dict) args.push('-dict', this.options.dict);
    if (this.options.lm) args.push('-lm', this.options.lm);
    const vocabulary = this.options.dict || this.options.lm ? undefined : this.options.vocabulary?.();
    if (vocabulary) args.push('-dict', vocabulary.dict, '-lmctl', vocabulary.lmctl, '-lmname', vocabulary.lmname);
    const { stdout } = await runProcess(this.options.command ?? 'pocketsphinx_continuous', args, {
      timeoutMs: this.options.timeoutMs ?? 5 * 60_000,
      signal,
    });
    return parsePocketsphinxOutput(stdout);
  }
}
