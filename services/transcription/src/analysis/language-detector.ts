import { detect } from 'tinyld';

/** ISO 639-1 code of the transcript's language; 'und' when there is too little text. */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 5000);
  if (sample.trim().split(/\s+/).length < 3) return 'und';
  return detect(sample) || 'und';
}
