import { decideLanguage, isoLanguageOf } from './language-detector';
import { PATIENCE_LECTURE } from '../testing/analysis-lectures';

describe('decideLanguage', () => {
  it('should take the language the engine heard over any guess from the text', () => {
    expect(decideLanguage(PATIENCE_LECTURE, 'arabic')).toEqual({ language: 'ar', source: 'engine', confidence: 1 });
    expect(decideLanguage('', 'ur')).toMatchObject({ language: 'ur', source: 'engine' });
  });

  it('should detect the language of a text long and clear enough', () => {
    expect(decideLanguage(PATIENCE_LECTURE)).toMatchObject({ language: 'en', source: 'text' });
    const arabic = 'بسم الله الرحمن الرحيم الحمد لله رب العالمين الصبر نصف الإيمان وقد ذكر الله الصبر في القرآن في أكثر من تسعين موضعا';
    expect(decideLanguage(arabic)).toMatchObject({ language: 'ar', source: 'text' });
  });

  it('should not guess from a few words', () => {
    expect(decideLanguage('in the name of god')).toEqual({ source: 'none', confidence: 0 });
  });

  it('should not guess when two languages come close: staff are asked', () => {
    const mixed = 'In the name of Allah. بسم الله الرحمن الرحيم. Today we speak about patience, as Allah says إن الله مع الصابرين, Allah is with the patient ones. Patience is half of faith.';
    const decision = decideLanguage(mixed);
    expect(decision.language).toBeUndefined();
    expect(decision.source).toBe('none');
    expect(decision.confidence).toBeLessThan(0.75);
  });

  it('should fall back to the text when the engine names a language we cannot', () => {
    expect(decideLanguage(PATIENCE_LECTURE, 'klingon')).toMatchObject({ language: 'en', source: 'text' });
  });
});

describe('isoLanguageOf', () => {
  it('should read OpenAI names, whisper.cpp codes and regional codes', () => {
    expect(['english', 'en', 'EN-gb', 'Arabic', 'ar-SA', 'urdu'].map(isoLanguageOf)).toEqual(['en', 'en', 'en', 'ar', 'ar', 'ur']);
    expect(isoLanguageOf(undefined)).toBeUndefined();
  });
});
