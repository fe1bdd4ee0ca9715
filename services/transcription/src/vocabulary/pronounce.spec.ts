import { pronounce, spellingLetters } from './pronounce';

const MODEL_PHONES = /^(AA|AE|AH|AO|AW|AY|B|CH|D|DH|EH|ER|EY|F|G|HH|IH|IY|JH|K|L|M|N|NG|OW|OY|P|R|S|SH|T|TH|UH|UW|V|W|Y|Z|ZH)$/;

describe(pronounce.name, () => {
  it('should read a romanised term as an English speaker and closer to the Arabic', () => {
    expect(pronounce('tafsir')).toEqual(['T AE F S IH R', 'T AA F S IY R']);
    expect(pronounce('tafseer')).toContain('T AA F S IY R');
  });

  it('should say digraphs as one sound, doubled letters once and no final h after a vowel', () => {
    expect(pronounce('sunnah')).toEqual(['S UH N AH', 'S UW N AH']);
    expect(pronounce('dhikr')[0]).toBe('DH IH K R');
    expect(pronounce('khutbah')[0]).toBe('K UH T B AH');
    expect(pronounce('shaytan')[0]).toMatch(/^SH /);
  });

  it("should treat 'y' and 'w' before a vowel as consonants", () => {
    expect(pronounce('yahya')[0]).toBe('Y AE HH Y AH');
    expect(pronounce('wudu')[0]).toBe('W UH D UH');
  });

  it("should give only the model's phones, for every spelling", () => {
    for (const word of ["qur'an", 'ibn', 'zakat', 'muzdalifah', 'Ṣaḥīḥ', 'x', 'taqwa']) {
      for (const p of pronounce(word)) expect(p.split(' ').every((phone) => MODEL_PHONES.test(phone))).toBe(true);
    }
  });

  it('should give nothing for a spelling without letters', () => {
    expect(pronounce("'-")).toEqual([]);
    expect(spellingLetters('Ṣaḥīḥ al-Bukhārī')).toBe('sahihalbukhari');
  });
});
