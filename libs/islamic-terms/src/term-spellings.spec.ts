import { spellingsOf } from './term-spellings';

describe(spellingsOf.name, () => {
  it("should give every spelling of a term's line, its written form first, found by any of them", () => {
    expect(spellingsOf('koran')).toEqual(['Quran', "Qur'an", 'Koran', 'Quraan', 'Kuran']);
    expect(spellingsOf('Sirah')[0]).toBe('seerah');
  });

  it('should refuse a term the list does not have, so a cue list cannot name one by mistake', () => {
    expect(() => spellingsOf('Qoran')).toThrow("'Qoran' is not on the list of Islamic terms");
  });
});
