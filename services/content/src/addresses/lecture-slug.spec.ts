import { isSlugOf, lectureSlugOf, mayStandAlone, numberOf } from './lecture-slug';

describe('lectureSlugOf', () => {
  it('should follow the series rule: lower-case words, Arabic kept as Arabic', () => {
    expect(lectureSlugOf('Tafsir of Surah Al-Kahf: Part 7')).toBe('tafsir-of-surah-al-kahf-part-7');
    expect(lectureSlugOf('شَرْحُ الأربعين النووية')).toBe('شرح-الاربعين-النووية');
  });

  it('should never be empty, nor shaped like an id', () => {
    expect(lectureSlugOf('???')).toBe('lecture');
    expect(lectureSlugOf('6F1D2C3B-1111-4222-8333-444455556666')).toBe('lecture-6f1d2c3b-1111-4222-8333-444455556666');
  });
});

describe('isSlugOf', () => {
  it("should accept the title's address and its numbered forms only", () => {
    expect(isSlugOf('tafsir', 'tafsir')).toBe(true);
    expect(isSlugOf('tafsir', 'tafsir-12')).toBe(true);
    expect(isSlugOf('tafsir', 'tafsir-of-kahf')).toBe(false);
    expect(isSlugOf('tafsir', 'tafsir-0')).toBe(false);
    expect(isSlugOf('tafsir', null)).toBe(false);
    expect(numberOf('tafsir', 'tafsir-3')).toBe(3);
  });

  it('should keep words the API answers beside a lecture for the API', () => {
    expect(mayStandAlone('stats')).toBe(false);
    expect(isSlugOf('stats', 'stats')).toBe(false);
    expect(isSlugOf('stats', 'stats-2')).toBe(true);
  });
});
