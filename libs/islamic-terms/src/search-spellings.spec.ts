import { ISLAMIC_TERMS } from './islamic-terms';
import { foldForSearch, searchSpellings } from './search-spellings';
import { readTermLines } from './term-lines';

describe('the one term list as search reads it', () => {
  const spellings = searchSpellings();

  it('should make every other spelling of a term its written form, word by word', () => {
    expect(spellings.get('tafseer')).toBe('tafsir');
    expect(spellings.get('sheikh')).toBe('shaykh');
    expect(spellings.get('sirah')).toBe('seerah');
    expect(spellings.get('bakar')).toBe('bakr');
    expect(spellings.get('quran')).toBeUndefined(); // "Qur'an" folds to the written form's letters already
    expect(foldForSearch("The Qur'an's TAFSEER by Sheikh Ahmad")).toBe('the qurans tafsir by shaykh ahmad');
  });

  it('should leave spellings of another number of words alone, so no word people search for disappears', () => {
    expect(foldForSearch('insha allah')).toBe('insha allah');
    expect(spellings.has('insha')).toBe(false);
  });

  it('should fold Arabic marks and letter forms', () => {
    expect(foldForSearch('القُرْآن')).toBe(foldForSearch('القران'));
    expect(foldForSearch('مدرسة إسلامية')).toBe('مدرسه اسلاميه');
  });

  it('should give every spelling on a line the search form of its written form (what transcripts write)', () => {
    for (const line of readTermLines(ISLAMIC_TERMS)) {
      const written = foldForSearch(line.written.text);
      for (const spelling of line.spellings) {
        if (spelling.text.split(/[\s-]+/).length !== line.written.text.split(/[\s-]+/).length) continue;
        expect({ spelling: spelling.text, folded: foldForSearch(spelling.text).replace(/-/g, ' ') }).toEqual({ spelling: spelling.text, folded: written.replace(/-/g, ' ') });
      }
    }
  });

  it('should refuse a list where two terms claim one spelling', () => {
    expect(() => searchSpellings('seerah, sira\nsirat, sira')).toThrow(/'sira' is already a spelling of 'seerah', not of 'sirat'/);
    expect(() => searchSpellings('tafsir, tafseer\ntafseer, tafsiir')).toThrow(/itself a spelling/);
  });
});
