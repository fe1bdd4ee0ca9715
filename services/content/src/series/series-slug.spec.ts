import { slugCandidate, slugOf } from './series-slug';

describe('slugOf', () => {
  it('should join lower-case words with hyphens', () => {
    expect(slugOf('  Tafsir of Surah Al-Kahf: Part One! ')).toBe('tafsir-of-surah-al-kahf-part-one');
  });

  it('should drop accents and keep letters of any script', () => {
    expect(slugOf('Ṣaḥīḥ al-Bukhārī')).toBe('sahih-al-bukhari');
    expect(slugOf('تَفْسِيرُ سُورَةِ الكهف')).toBe('تفسير-سورة-الكهف');
    // The same title with or without vowel marks and tatweel: one address.
    expect(slugOf('شــرح الأربعين')).toBe(slugOf('شرح الاربعين'));
  });

  it('should never be empty and never end in a hyphen when cut', () => {
    expect(slugOf('!!!')).toBe('series');
    const long = slugOf(`${'a'.repeat(79)} b`);
    expect(long).toBe('a'.repeat(79));
  });

  it('should number later candidates', () => {
    expect([1, 2, 3].map((n) => slugCandidate('tafsir', n))).toEqual(['tafsir', 'tafsir-2', 'tafsir-3']);
  });
});
