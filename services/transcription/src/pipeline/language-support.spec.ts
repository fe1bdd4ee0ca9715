import { engineSpeaks, noEngineMessage } from './language-support';

describe('language support', () => {
  it('should let the offline engine take English and unchosen items only', () => {
    const offline = { engine: 'pocketsphinx' } as const;
    expect([null, 'en', 'ar', 'ur', 'other'].map((l) => engineSpeaks(offline, l as never))).toEqual([true, true, false, false, false]);
  });

  it('should let an OpenAI-compatible engine take every language', () => {
    const whisper = { engine: 'openai', apiKey: 'k', model: 'whisper-1' } as const;
    expect(['en', 'ar', 'ur', 'other'].every((l) => engineSpeaks(whisper, l as never))).toBe(true);
  });

  it('should let a multilingual Whisper model take every language, and an English one English only', () => {
    const whisper = { engine: 'whisper', model: 'small', modelPath: '/m', multilingual: true, gpu: 'none', contexts: 1 } as const;
    expect(['en', 'ar', 'ur', 'other'].every((l) => engineSpeaks(whisper, l as never))).toBe(true);
    const english = { ...whisper, multilingual: false };
    expect([null, 'en', 'ar'].map((l) => engineSpeaks(english, l as never))).toEqual([true, true, false]);
  });

  it('should name the language staff chose in the message', () => {
    expect(noEngineMessage('ar')).toBe('No speech engine for Arabic is configured: the recording can be published without a transcript');
    expect(noEngineMessage('other')).toMatch(/^No speech engine for this language is configured/);
  });
});
