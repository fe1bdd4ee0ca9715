import { surahTerms } from './vocabulary';
import { parseTermList } from './term-list';
import { applyWrittenForms, writtenForms } from './written-forms';
import { DEBIAN_MODEL_DIR, englishWords } from './pocketsphinx-vocabulary';

describe(writtenForms.name, () => {
  const forms = writtenForms(parseTermList("Quran, Koran\nAbu Hurayrah, Abu Hurairah\nhadith, hadeeth").terms);

  it('should write each term and each of its spellings in the written form', () => {
    expect(applyWrittenForms('the koran and a hadeeth narrated by abu hurairah', forms)).toBe('the Quran and a hadith narrated by Abu Hurayrah');
  });

  it('should keep names it knew before any vocabulary, and leave parts of other words alone', () => {
    expect(applyWrittenForms('god sent moses on friday to the kingdom', forms)).toBe('God sent Moses on Friday to the kingdom');
    expect(applyWrittenForms('korans quranic', forms)).toBe('korans quranic');
  });

  it('should write surah names in their form only where they cannot be English words', () => {
    const surahs = writtenForms(surahTerms().terms, englishWords(DEBIAN_MODEL_DIR));
    expect(applyWrittenForms('surah baqarah and surah kahf', surahs)).toBe('surah Baqarah and surah Kahf');
    expect(applyWrittenForms('a sad feel in the room at tea time', surahs)).toBe('a sad feel in the room at tea time');
  });
});
