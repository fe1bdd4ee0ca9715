import type { Analyser, AnalysisInput, AnalysisResult } from './analysis.types';

/**
 * Tries the model first; when it fails (down, refusing, answering nonsense) the rules
 * still give the item a summary, so a lecture never fails for want of a model.
 */
export class FallbackAnalyser implements Analyser {
  readonly name: string;

  constructor(
    private readonly primary: Analyser,
    private readonly fallback: Analyser,
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async analyse(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisResult> {
    try {
      return await this.primary.analyse(input, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.onFallback(error);
      return this.fallback.analyse(input, signal);
    }
  }
}
