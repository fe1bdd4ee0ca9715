import { mergeVocabularies, parseTermList, TermListError } from './term-list';

describe(parseTermList.name, () => {
  it('should give the written form one word whose pronunciations come from every spelling', () => {
    const { words, terms } = parseTermList('# a comment\ntafsir, tafseer  # the explanation\n');
    expect(words).toEqual([{ token: 'tafsir', pronunciations: expect.arrayContaining(['T AE F S IH R', 'T AE F S IY R']) }]);
    expect(terms).toEqual([{ written: 'tafsir', spoken: expect.arrayContaining(['tafsir', 'tafseer']) }]);
  });

  it('should write every spelling back in the written form, many-word ones word by word', () => {
    const { words, terms } = parseTermList("Abu Bakr, Abu Bakar\nQuran, Qur'an, Koran\nInshaAllah, insha allah");
    expect(words.map((w) => w.token)).toEqual(['abu', 'bakr', 'quran', 'inshaallah', 'insha', 'allah']);
    expect(terms[0]).toEqual({ written: 'Abu Bakr', spoken: ['abu bakr', 'abu bakar'] });
    expect(terms[1].spoken).toEqual(expect.arrayContaining(['quran', 'koran']));
    expect(terms[2].spoken).toContain('insha allah');
  });

  it('should take a pronunciation in brackets as it is', () => {
    const { words } = parseTermList('Quran, Quraan [k er aa n]');
    expect(words[0].pronunciations).toContain('K ER AA N');
  });

  it('should name the line of a pronunciation the model cannot say', () => {
    expect(() => parseTermList('salah\nQuran [K Q R]', 'staff terms')).toThrow(TermListError);
    expect(() => parseTermList('salah\nQuran [K Q R]', 'staff terms')).toThrow(/staff terms line 2: '\[K Q R\]'/);
  });

  it('should join the pronunciations two lists give one word', () => {
    const merged = mergeVocabularies(parseTermList('fiqh'), parseTermList('fiqh [F IH K]'));
    expect(merged.words).toHaveLength(1);
    expect(merged.words[0].pronunciations).toContain('F IH K');
    expect(merged.terms).toHaveLength(2);
  });
});
