import { textDirection } from './text-direction';

describe('textDirection', () => {
  it('should read a text by its first strong letter', () => {
    expect(textDirection('تفسير سورة الكهف')).toBe('rtl');
    expect(textDirection('2024: تفسير Tafsir')).toBe('rtl');
    expect(textDirection('Tafsir of الكهف')).toBe('ltr');
    expect(textDirection('« 12 »')).toBe('ltr');
    expect(textDirection(null)).toBe('ltr');
    expect(textDirection('שלום')).toBe('rtl');
  });
});
