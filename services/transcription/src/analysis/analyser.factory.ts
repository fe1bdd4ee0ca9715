import type { Analyser } from './analysis.types';
import { FallbackAnalyser } from './fallback-analyser';
import { LlmAnalyser } from './llm-analyser';
import { RuleAnalyser } from './rule-analyser';

export interface AnalyserConfig {
  /** Set with apiKey to use a chat model; otherwise the rules alone. */
  chatModel?: string;
  baseURL?: string;
  apiKey?: string;
  maxPartChars?: number;
}

export function createAnalyser(config: AnalyserConfig, onFallback?: (error: unknown) => void): Analyser {
  const rules = new RuleAnalyser();
  if (!config.chatModel || !config.apiKey) return rules;
  const llm = new LlmAnalyser({ baseURL: config.baseURL, apiKey: config.apiKey, model: config.chatModel, maxPartChars: config.maxPartChars });
  return new FallbackAnalyser(llm, rules, onFallback);
}
